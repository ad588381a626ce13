import { forgotPasswordMessages, signInMessages, signOutMessages, signUpMessages } from './account';

/**
 * The users calls' reply texts. The spec leaves the server's behaviour open (ARCHITECTURE.md
 * decides it), so most are ours; where the spec already has the text the screen shows for the
 * reply (§5, §8) they refer to account.ts, so each text is spelled once. The server sends them,
 * the mocks imitate them, and API and e2e tests assert them.
 */
export const accountMessages = {
  signedIn: 'Signed in successfully',
  created: signUpMessages.created,
  emailTaken: 'An account with this email already exists.',
  locked: 'Your account has been locked. Please contact support.',
  invalidCredentials: signInMessages.invalidCredentials,
  forbidden: 'You can only access your own account.',
  userNotFound: 'User not found',
  /** Same reply for known and unknown addresses, so the call cannot tell who has an account. */
  otpSent: forgotPasswordMessages.otpSent,
  otpInvalid: forgotPasswordMessages.otpRejected,
  otpExpired: 'OTP has expired. Please request a new one.',
  otpVerified: forgotPasswordMessages.otpVerified,
  resetTokenInvalid: 'Reset token is invalid or has expired. Please start over.',
  passwordReset: forgotPasswordMessages.passwordReset,
  signedOut: signOutMessages.succeeded,
} as const;

/** 'Too many attempts. Please try again in 15 minutes.' — with the wait rounded up. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** 'Please wait 12 seconds before requesting another OTP.' */
export function otpResendTooSoonMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting another OTP.`;
}
