/**
 * Signing in, up and out, the sign-in modal, password reset and calls without a session (§4, §5, §8): the
 * failure table (failures/call-failures.ts) names most of them.
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */

/** Sign-in screen (§5, §8). */
export const signInMessages = {
  bothEmpty: 'Enter email id and password',
  emailEmpty: 'Enter email id',
  passwordEmpty: 'Enter password',
  invalidCredentials: 'Invalid email or password',
  unexpected: 'An unexpected error occurred. Please try again.',
  network: 'Network error occurred',
} as const;

/** The 'Sign In Required' modal that guards add-to-cart and saved items (§2, §5). */
export const signInModalMessages = {
  title: 'Sign In Required',
  intro: 'Please sign in to add items to your cart and access your saved items.',
  bothRequired: 'Please enter both email and password',
  invalidSession: 'Invalid user session',
  noSession: 'No session found - please try signing in again',
} as const;

/** Sign-up tab (§4, §5, §8). */
export const signUpMessages = {
  allEmpty: 'Fill all fields',
  firstNameInvalid: 'Enter a valid first name (letters only)',
  lastNameInvalid: 'Enter a valid last name (letters only)',
  emailEmpty: 'Enter email id',
  passwordEmpty: 'Enter password',
  confirmPasswordEmpty: 'Enter confirm password',
  passwordWeak: 'Password too weak',
  passwordMismatch: 'Passwords do not match',
  termsNotAccepted: 'Accept terms to continue',
  createFailed: 'Failed to create user',
  created: 'Account created successfully',
} as const;

/** Sign-out (§4, §8). */
export const signOutMessages = {
  failed: 'Failed to sign out',
  succeeded: 'Signed out successfully',
} as const;

/** Forgot-password wizard: its validation, failures and toasts (§5, §8). */
export const forgotPasswordMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  otpRequired: 'Please enter the OTP',
  otpInvalid: 'Please enter a valid 6-digit OTP',
  emailMissing: 'Email not found. Please start over.',
  newPasswordRequired: 'Please enter a new password',
  confirmPasswordRequired: 'Please confirm your password',
  passwordWeak:
    'Password is too weak. Please use at least 8 characters with uppercase, lowercase, number, and special character.',
  passwordMismatch: 'Passwords do not match',
  resetTokenMissing: 'Reset token not found. Please start over.',
  sendFailed: 'Failed to send OTP',
  sendFailedRetry: 'Failed to send OTP. Please try again.',
  resendFailedRetry: 'Failed to resend OTP. Please try again.',
  otpRejected: 'Invalid OTP',
  verifyFailed: 'OTP verification failed',
  otpRejectedRetry: 'Invalid OTP. Please try again.',
  verifyFailedRetry: 'OTP verification failed. Please try again.',
  network: 'Network error occurred',
  resetFailed: 'Failed to reset password',
  resetFailedRetry: 'Failed to reset password. Please try again.',
  otpSent: 'OTP sent to your email',
  otpVerified: 'OTP verified successfully',
  otpResent: 'OTP resent to your email',
  passwordReset: 'Password reset successfully',
} as const;

/** Bearer-protected calls without a usable session (§6, §8; ARCHITECTURE.md 401 text). */
export const authMessages = {
  authRequired: 'Authentication required',
  userNotAuthenticated: 'User not authenticated',
} as const;
