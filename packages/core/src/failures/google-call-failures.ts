import { googleSignInMessages } from '../texts/google-sign-in';
import { type CallFailureRow, failureTextFor } from './call-failures';

/**
 * Google sign-in's row of the failure table (§8), under the one policy of call-failures.ts: only
 * /oauth-callback makes this call, so its text loads with that page, not with every first download.
 */
export const oauthSignInFailure: CallFailureRow = { fallback: googleSignInMessages.oauthSignInFailed };

/** The text to show when POST /users/oauth-signin failed with `error`. */
export function oauthSignInFailureText(error: unknown): string {
  return failureTextFor(oauthSignInFailure, error);
}
