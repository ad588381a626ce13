import { EMAIL_MAX_LENGTH } from '../constants';

/**
 * The spec's "simple address pattern" (§5): something@something.tld with no whitespace and a single
 * '@'. Deliberately loose — the mailbox that receives the code is the real check.
 */
const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The simple pattern, within EMAIL_MAX_LENGTH (a longer address cannot be delivered). */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && SIMPLE_EMAIL_PATTERN.test(trimmed);
}

/** One spelling per address, so that 'Asha@Example.com ' and 'asha@example.com' are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
