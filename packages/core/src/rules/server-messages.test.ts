import { describe, expect, it } from 'vitest';
import { otpResendTooSoonMessage, tooManyAttemptsMessage } from './server-messages';

describe('server messages with a wait', () => {
  it('round the wait up to whole minutes', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(5)).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('round the resend wait up to whole seconds', () => {
    expect(otpResendTooSoonMessage(12.2)).toBe('Please wait 13 seconds before requesting another OTP.');
    expect(otpResendTooSoonMessage(0.4)).toBe('Please wait 1 second before requesting another OTP.');
  });
});
