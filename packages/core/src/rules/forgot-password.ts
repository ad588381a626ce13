import { OTP_LENGTH } from '../constants';
import { type Check, fail, isBlank, pass } from './check';
import { isValidEmail } from './email';
import { forgotPasswordMessages as messages } from './messages';
import { isStrongPassword } from './password';

/** The four steps of the wizard (§4), in order. */
export const FORGOT_PASSWORD_STEPS = ['email', 'otp', 'password', 'success'] as const;
export type ForgotPasswordStep = (typeof FORGOT_PASSWORD_STEPS)[number];

/** Back goes otp → email and password → otp (§4); the other steps have no Back. */
export function previousForgotPasswordStep(step: ForgotPasswordStep): ForgotPasswordStep | null {
  if (step === 'otp') return 'email';
  if (step === 'password') return 'otp';
  return null;
}

/** Step 1 (§5): the trimmed address, required and of the simple pattern. */
export function validateForgotEmail(email: string): Check<string> {
  const value = email.trim();
  if (!value) return fail(messages.emailRequired);
  if (!isValidEmail(value)) return fail(messages.emailInvalid);
  return pass(value);
}

/** What the OTP input keeps of a keystroke or a paste (§5): digits only, at most six. */
export function sanitizeOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Step 2 (§5): required, then exactly six digits. */
export function validateOtp(otp: string): Check<string> {
  const value = otp.trim();
  if (!value) return fail(messages.otpRequired);
  if (!OTP_PATTERN.test(value)) return fail(messages.otpInvalid);
  return pass(value);
}

/**
 * Step 2 as submitted: the code first (what the user can fix), then the address kept from step 1
 * ('Email not found. Please start over.' when it was lost).
 */
export function validateOtpSubmission(input: {
  readonly email: string | null | undefined;
  readonly otp: string;
}): Check<{ email: string; otp: string }> {
  const otp = validateOtp(input.otp);
  if (!otp.ok) return otp;
  if (isBlank(input.email)) return fail(messages.emailMissing);
  return pass({ email: (input.email ?? '').trim(), otp: otp.value });
}

export interface NewPasswordInput {
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/** Step 3 (§5), in the spec's order: required, confirmation required, strength, equality. */
export function validateNewPassword(input: NewPasswordInput): Check<NewPasswordInput> {
  if (!input.newPassword) return fail(messages.newPasswordRequired);
  if (!input.confirmPassword) return fail(messages.confirmPasswordRequired);
  if (!isStrongPassword(input.newPassword)) return fail(messages.passwordWeak);
  if (input.newPassword !== input.confirmPassword) return fail(messages.passwordMismatch);
  return pass({ newPassword: input.newPassword, confirmPassword: input.confirmPassword });
}

/**
 * Step 3 as submitted: the passwords first, then the reset token kept from step 2
 * ('Reset token not found. Please start over.' when it was lost). The result is the body of
 * `POST /users/reset-password`.
 */
export function validateResetSubmission(
  input: NewPasswordInput & { readonly resetToken: string | null | undefined },
): Check<{ resetToken: string; newPassword: string; confirmPassword: string }> {
  const passwords = validateNewPassword(input);
  if (!passwords.ok) return passwords;
  if (isBlank(input.resetToken)) return fail(messages.resetTokenMissing);
  return pass({ resetToken: (input.resetToken ?? '').trim(), ...passwords.value });
}
