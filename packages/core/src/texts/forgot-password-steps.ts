/**
 * The forgot-password dialog's step titles (§2).
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */

/** The four step titles of the forgot-password dialog (§2), in wizard order. */
export const forgotPasswordStepTitles = {
  email: 'Forgot Password',
  otp: 'Enter OTP',
  password: 'Create New Password',
  success: 'Password Reset Complete',
} as const;
