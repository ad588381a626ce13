import { EMAIL_MAX_LENGTH } from '../constants';

/**
 * The spec's "simple address pattern" (§5): something@something.tld with a single '@' and no
 * whitespace or control characters (a NUL cannot even be stored). Deliberately loose — the mailbox
 * that receives the code is the real check.
 */
const SIMPLE_EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/**
 * The one e-mail rule of the shop: the sign-up form, the server's sign-up re-check and both ends of
 * forgot-password use it. The simple pattern, trimmed, within EMAIL_MAX_LENGTH (a longer address
 * cannot be delivered).
 */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && SIMPLE_EMAIL_PATTERN.test(trimmed);
}

/** One spelling per address, so that 'Asha@Example.com ' and 'asha@example.com' are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
