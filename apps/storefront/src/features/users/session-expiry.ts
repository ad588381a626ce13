import { type ApiError, SIGN_OUT_NOTICE_MS } from '@shop/core';
import { SIGN_OUT_ENDPOINT_ID, signInModalMessages } from '@shop/core/users';
import { notify } from '../../stores/notices-store';
import { useSessionStore } from './stores/session-store';
import { useSignInIntentStore } from './stores/sign-in-intent-store';

/**
 * The one place a 401 from a bearer call lands (the API client calls it): the token the session
 * holds is no longer good — revoked by a sign-out elsewhere, a password reset, an expiry. The
 * local session ends, a notice says so, and the sign-in modal offers to sign in again, so a
 * user restored from storage never meets silent failures.
 */
export function endExpiredSession(error: ApiError): void {
  // Sign-out ends the session itself, with its own notice (§4).
  if (error.endpointId === SIGN_OUT_ENDPOINT_ID) return;
  if (!useSessionStore.getState().user) return;
  useSessionStore.getState().end();
  notify(signInModalMessages.noSession, { tone: 'error', durationMs: SIGN_OUT_NOTICE_MS });
  useSignInIntentStore.getState().askToSignIn();
}
