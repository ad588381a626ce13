import { AUTH_FAILURE_LIMIT, AUTH_FAILURE_WINDOW_MS } from '@shop/core';
import { tooManyAttemptsMessage } from '@shop/core/users';
import { normalizeEmail } from '@shop/core/users';
import { errorReply } from './http';
import { accountsState } from './state/accounts';

/** What the server counts per address: wrong passwords and wrong one-time codes, apart. */
export type FailureKind = 'sign-in' | 'otp';

const keyOf = (kind: FailureKind, email: string) => `${kind} ${normalizeEmail(email)}`;

/** The address's window, while it is open (it closes AUTH_FAILURE_WINDOW_MS after its first failure). */
function openWindow(kind: FailureKind, email: string) {
  const window = accountsState.failures.get(keyOf(kind, email));
  return window && window.windowStartedAt + AUTH_FAILURE_WINDOW_MS > Date.now() ? window : undefined;
}

function tooManyAttempts(windowStartedAt: number): Response {
  const seconds = Math.max(1, Math.ceil((windowStartedAt + AUTH_FAILURE_WINDOW_MS - Date.now()) / 1000));
  return errorReply(429, tooManyAttemptsMessage(seconds), undefined, { 'Retry-After': String(seconds) });
}

/** The 429 while the address has used up its failures of this kind (the server's AuthFailureLimiter). */
export function failureLimitReached(kind: FailureKind, email: string): Response | null {
  const window = openWindow(kind, email);
  return window && window.failures >= AUTH_FAILURE_LIMIT ? tooManyAttempts(window.windowStartedAt) : null;
}

/** Counts a failure and answers `failure`, or the 429 once the count is past the limit. */
export function countFailure(kind: FailureKind, email: string, failure: Response): Response {
  const window = openWindow(kind, email) ?? { failures: 0, windowStartedAt: Date.now() };
  window.failures += 1;
  accountsState.failures.set(keyOf(kind, email), window);
  return window.failures > AUTH_FAILURE_LIMIT ? tooManyAttempts(window.windowStartedAt) : failure;
}

export function clearFailures(kind: FailureKind, email: string): void {
  accountsState.failures.delete(keyOf(kind, email));
}
