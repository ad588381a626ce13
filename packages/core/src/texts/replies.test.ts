import { describe, expect, it } from 'vitest';
import { REQUEST_BODY_LIMIT_BYTES } from '../constants';
import { forgotPasswordMessages, signInMessages, signOutMessages, signUpMessages } from './account';
import { accountMessages, otpResendTooSoonMessage, tooManyAttemptsMessage } from './account-replies';
import { QUOTED_VALUE_MAX_LENGTH, quotedValue, requestMessages } from './request-replies';

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

describe('server replies reuse the spec texts (§5, §8), spelled once in account.ts', () => {
  it('are the very texts of the spec', () => {
    expect(accountMessages.invalidCredentials).toBe(signInMessages.invalidCredentials);
    expect(accountMessages.created).toBe(signUpMessages.created);
    expect(accountMessages.signedOut).toBe(signOutMessages.succeeded);
    expect(accountMessages.otpSent).toBe(forgotPasswordMessages.otpSent);
    expect(accountMessages.otpVerified).toBe(forgotPasswordMessages.otpVerified);
    expect(accountMessages.otpInvalid).toBe(forgotPasswordMessages.otpRejected);
    expect(accountMessages.passwordReset).toBe(forgotPasswordMessages.passwordReset);
  });
});

describe('replies to bodies the server does not read (server and mocks both send these)', () => {
  it('name the fix: JSON, not empty, within the limit', () => {
    expect(REQUEST_BODY_LIMIT_BYTES).toBe(100 * 1024);
    expect(requestMessages.emptyBody).toBe('Request body is empty: send a JSON object');
    expect(requestMessages.bodyTooLarge).toBe('Request body is too large (limit 100 KB)');
    expect(requestMessages.unsupportedContentType('text/plain')).toBe(
      'Unsupported content type: text/plain (send application/json)',
    );
  });

  it('quote at most the start of a long value (the fuzz sent a 5,000-character content type)', () => {
    expect(quotedValue('x'.repeat(QUOTED_VALUE_MAX_LENGTH))).toBe('x'.repeat(QUOTED_VALUE_MAX_LENGTH));
    expect(quotedValue('😀'.repeat(QUOTED_VALUE_MAX_LENGTH + 1))).toBe(
      `${'😀'.repeat(QUOTED_VALUE_MAX_LENGTH)}…`,
    );
    expect(requestMessages.unsupportedContentType('x'.repeat(5_000))).toBe(
      `Unsupported content type: ${'x'.repeat(QUOTED_VALUE_MAX_LENGTH)}… (send application/json)`,
    );
  });
});
