/**
 * Google sign-in and its callback page (§2, §4, §8).
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */

/** Google sign-in (§4, §8). */
export const googleSignInMessages = {
  timedOut: 'Authentication timed out. Please try again.',
  googleAuthFailed: 'Google authentication failed',
  googleSignInFailed: 'Google sign-in failed',
  oauthSignInFailed: 'OAuth sign-in failed',
  authFailed: 'Authentication failed',
  /** Ours: neither a Supabase project nor the demo stand-in is configured on this server. */
  unavailable: 'Google sign-in is not available on this server.',
  /**
   * Ours: the Google identity's e-mail belongs to a password account but is not verified, so it
   * is not linked (typing someone's address into the stand-in must not take over their account).
   */
  accountExists: 'An account with this e-mail already exists. Sign in with your password.',
} as const;

/** The /oauth-callback page (§2). */
export const oauthCallbackMessages = {
  loadingTitle: 'Completing sign-in...',
  loadingText: 'Please wait while we complete your authentication...',
  successTitle: 'Sign-in Successful!',
  closingPopup: 'Closing popup...',
  redirectingHome: 'Redirecting you to the home page...',
  errorTitle: 'Sign-in Failed',
  unexpectedError: 'An unexpected error occurred during authentication.',
  redirectingToSignIn: 'Redirecting you back to the sign-in page...',
} as const;
