import { OTP_LENGTH } from '../constants';
import { brokenRules, type FieldRule, type FormCheck, formFailure, isBlank } from './check';
import { isValidEmail } from './email';
import { forgotPasswordMessages as messages } from '../texts';
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

export type ForgotPasswordField = 'email' | 'otp' | 'newPassword' | 'confirmPassword';

/** Step 1 (§5): the trimmed address, required and of the simple pattern (`isValidEmail`). */
export function validateForgotEmail(email: string): FormCheck<'email', string> {
  const value = email.trim();
  if (!value) return formFailure(messages.emailRequired, ['email']);
  if (!isValidEmail(value)) return formFailure(messages.emailInvalid, ['email']);
  return { ok: true, value };
}

/** What the OTP input keeps of a keystroke or a paste (§5): digits only, at most six. */
export function sanitizeOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Step 2 (§5): required, then exactly six digits. */
export function validateOtp(otp: string): FormCheck<'otp', string> {
  const value = otp.trim();
  if (!value) return formFailure(messages.otpRequired, ['otp']);
  if (!OTP_PATTERN.test(value)) return formFailure(messages.otpInvalid, ['otp']);
  return { ok: true, value };
}

/**
 * Step 2 as submitted: the code first (what the user can fix), then the address kept from step 1
 * ('Email not found. Please start over.' when it was lost: about no field of this step).
 */
export function validateOtpSubmission(input: {
  readonly email: string | null | undefined;
  readonly otp: string;
}): FormCheck<'otp', { email: string; otp: string }> {
  const otp = validateOtp(input.otp);
  if (!otp.ok) return otp;
  if (isBlank(input.email)) return formFailure(messages.emailMissing);
  return { ok: true, value: { email: (input.email ?? '').trim(), otp: otp.value } };
}

export interface NewPasswordInput {
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export type NewPasswordField = keyof NewPasswordInput;

/**
 * Step 3 (§5), in the spec's order: required, confirmation required, strength, equality. The
 * wizard shows one message at a time, so only the first broken rule is reported. The server's
 * re-check of `reset-password` runs these same rules.
 */
export const newPasswordRules: readonly FieldRule<NewPasswordField, NewPasswordInput>[] = [
  { field: 'newPassword', fails: (v) => !v.newPassword, message: messages.newPasswordRequired },
  { field: 'confirmPassword', fails: (v) => !v.confirmPassword, message: messages.confirmPasswordRequired },
  { field: 'newPassword', fails: (v) => !isStrongPassword(v.newPassword), message: messages.passwordWeak },
  {
    field: 'confirmPassword',
    fails: (v) => v.newPassword !== v.confirmPassword,
    message: messages.passwordMismatch,
  },
];

export function validateNewPassword(input: NewPasswordInput): FormCheck<NewPasswordField, NewPasswordInput> {
  const [first] = brokenRules(newPasswordRules, input);
  if (first) return formFailure(first.message, [first.field]);
  return { ok: true, value: { newPassword: input.newPassword, confirmPassword: input.confirmPassword } };
}

/**
 * Step 3 as submitted: the passwords first, then the reset token kept from step 2
 * ('Reset token not found. Please start over.' when it was lost). The result is the body of
 * `POST /users/reset-password`.
 */
export function validateResetSubmission(
  input: NewPasswordInput & { readonly resetToken: string | null | undefined },
): FormCheck<NewPasswordField, { resetToken: string; newPassword: string; confirmPassword: string }> {
  const passwords = validateNewPassword(input);
  if (!passwords.ok) return passwords;
  if (isBlank(input.resetToken)) return formFailure(messages.resetTokenMissing);
  return { ok: true, value: { resetToken: (input.resetToken ?? '').trim(), ...passwords.value } };
}
