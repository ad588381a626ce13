/**
 * The spec's "simple address pattern" (§5): something@something.tld with no whitespace and a single
 * '@'. Deliberately loose — the mailbox that receives the code is the real check.
 */
const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(email.trim());
}

/** One spelling per address, so that 'Asha@Example.com ' and 'asha@example.com' are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
