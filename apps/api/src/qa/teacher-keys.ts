import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A class's teacher key: an HMAC of the class (its code and when it was made) under the server's
 * derived key. The database keeps only its SHA-256, yet the server can show the sandbox that made
 * the class its link again; a class made anew with a reused code gets another key.
 */
export function teacherKeyOf(secret: Buffer, code: string, createdAt: Date): string {
  return createHmac('sha256', secret).update(`${code}:${createdAt.toISOString()}`).digest('base64url');
}

export const teacherKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** Whether `given` is the key of `storedHash`, in time that does not depend on how much matched. */
export function isTeacherKey(given: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(given, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
