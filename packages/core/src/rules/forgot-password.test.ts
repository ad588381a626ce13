import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '../constants';
import {
  previousForgotPasswordStep,
  sanitizeOtpInput,
  validateForgotEmail,
  validateNewPassword,
  validateOtp,
  validateOtpSubmission,
  validateResetSubmission,
} from './forgot-password';

const weakText =
  'Password is too weak. Please use at least 8 characters with uppercase, lowercase, number, and special character.';

describe('validateForgotEmail (§5)', () => {
  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    ['asha', 'Please enter a valid email address'],
    ['asha@example', 'Please enter a valid email address'],
  ])('%j → %s', (email, message) => {
    expect(validateForgotEmail(email)).toEqual({ ok: false, message, errors: [{ field: 'email', message }] });
  });

  it('returns the trimmed address', () => {
    expect(validateForgotEmail(' asha@example.com ')).toEqual({ ok: true, value: 'asha@example.com' });
  });
});

describe('sanitizeOtpInput (§5)', () => {
  it('keeps digits only and at most six', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(sanitizeOtpInput('12a3-4 5')).toBe('12345');
    expect(sanitizeOtpInput('1234567890')).toBe('123456');
    expect(sanitizeOtpInput(' 98 76 54 32 ')).toBe('987654');
    expect(sanitizeOtpInput('abc')).toBe('');
  });
});

describe('validateOtp (§5)', () => {
  it.each([
    ['', 'Please enter the OTP'],
    ['  ', 'Please enter the OTP'],
    ['12345', 'Please enter a valid 6-digit OTP'],
    ['1234567', 'Please enter a valid 6-digit OTP'],
    ['12a456', 'Please enter a valid 6-digit OTP'],
  ])('%j → %s', (otp, message) => {
    expect(validateOtp(otp)).toEqual({ ok: false, message, errors: [{ field: 'otp', message }] });
  });

  it('accepts six digits', () => {
    expect(validateOtp('042917')).toEqual({ ok: true, value: '042917' });
  });

  it("needs the address from step 1: 'Email not found. Please start over.'", () => {
    // About no field of the step: the form's message only.
    expect(validateOtpSubmission({ email: null, otp: '123456' })).toEqual({
      ok: false,
      message: 'Email not found. Please start over.',
      errors: [],
    });
    expect(validateOtpSubmission({ email: '', otp: '' })).toEqual({
      ok: false,
      message: 'Please enter the OTP',
      errors: [{ field: 'otp', message: 'Please enter the OTP' }],
    });
    expect(validateOtpSubmission({ email: 'a@b.in', otp: '123456' })).toEqual({
      ok: true,
      value: { email: 'a@b.in', otp: '123456' },
    });
  });
});

describe('validateNewPassword (§5)', () => {
  it.each([
    [{ newPassword: '', confirmPassword: '' }, 'Please enter a new password', 'newPassword'],
    [{ newPassword: 'Mango#Tree42', confirmPassword: '' }, 'Please confirm your password', 'confirmPassword'],
    [{ newPassword: 'weakpass', confirmPassword: 'weakpass' }, weakText, 'newPassword'],
    [{ newPassword: 'Password@123', confirmPassword: 'Password@123' }, weakText, 'newPassword'],
    [
      { newPassword: 'Mango#Tree42', confirmPassword: 'Mango#Tree24' },
      'Passwords do not match',
      'confirmPassword',
    ],
    // Spec order: strength is judged before equality.
    [{ newPassword: 'weakpass', confirmPassword: 'different' }, weakText, 'newPassword'],
  ])('%j → %s on %s', (input, message, field) => {
    expect(validateNewPassword(input)).toEqual({ ok: false, message, errors: [{ field, message }] });
  });

  it('accepts a strong, confirmed password', () => {
    expect(validateNewPassword({ newPassword: 'Mango#Tree42', confirmPassword: 'Mango#Tree42' }).ok).toBe(
      true,
    );
  });

  it("needs the reset token from step 2: 'Reset token not found. Please start over.'", () => {
    const passwords = { newPassword: 'Mango#Tree42', confirmPassword: 'Mango#Tree42' };
    expect(validateResetSubmission({ ...passwords, resetToken: undefined })).toEqual({
      ok: false,
      message: 'Reset token not found. Please start over.',
      errors: [],
    });
    expect(validateResetSubmission({ ...passwords, resetToken: 'tok' })).toEqual({
      ok: true,
      value: { resetToken: 'tok', ...passwords },
    });
  });
});

describe('wizard steps (§4)', () => {
  it('goes back otp → email and password → otp only', () => {
    expect(previousForgotPasswordStep('otp')).toBe('email');
    expect(previousForgotPasswordStep('password')).toBe('otp');
    expect(previousForgotPasswordStep('email')).toBeNull();
    expect(previousForgotPasswordStep('success')).toBeNull();
  });
});
