import { PASSWORD_MIN_LENGTH } from '../constants';

/**
 * Common passwords refused even when they meet the character rules (§5 "not a common weak password").
 * Most entries that matter here DO pass the character rules ('P@ssw0rd', 'Password@123'): those are
 * the ones the rules alone would let through. Compared case-insensitively.
 */
export const COMMON_WEAK_PASSWORDS = [
  'password',
  'password1',
  'password123',
  'qwerty',
  'qwerty123',
  'letmein',
  'admin',
  'admin123',
  'welcome',
  'welcome1',
  'iloveyou',
  'monkey',
  'dragon',
  'sunshine',
  'football',
  'abc123',
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  'Password@123',
  'Password@1',
  'Password#1',
  'Password1!',
  'Password123!',
  'P@ssw0rd',
  'P@ssword1',
  'P@ssw0rd123',
  'Pa$$w0rd',
  'Passw0rd!',
  'Qwerty@123',
  'Qwerty123!',
  'Admin@123',
  'Admin@1234',
  'Welcome@123',
  'Welcome1!',
  'Letmein@123',
  'Iloveyou@123',
  'Abc@1234',
  'Abcd@1234',
  'Test@123',
  'Test@1234',
  'India@123',
  'Changeme@123',
  'Summer@2024',
  'Winter@2024',
] as const;

const weakPasswords: ReadonlySet<string> = new Set(COMMON_WEAK_PASSWORDS.map((pw) => pw.toLowerCase()));

export function isCommonWeakPassword(password: string): boolean {
  return weakPasswords.has(password.toLowerCase());
}

/** Each rule of §5 on its own, so that a form can show which ones are still unmet. */
export interface PasswordChecks {
  readonly minLength: boolean;
  readonly noWhitespace: boolean;
  readonly lowercase: boolean;
  readonly uppercase: boolean;
  readonly digit: boolean;
  readonly symbol: boolean;
  readonly notCommon: boolean;
}

export function checkPassword(password: string): PasswordChecks {
  return {
    // Counted in characters, not UTF-16 units: an emoji is one character to the person typing it.
    minLength: [...password].length >= PASSWORD_MIN_LENGTH,
    // Control characters count as whitespace: invisible, and the server refuses them in any field.
    noWhitespace: !/[\s\p{Cc}]/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    symbol: /[^\p{L}\p{N}\s]/u.test(password),
    notCommon: !isCommonWeakPassword(password),
  };
}

/** §5: ≥ 8 characters, no whitespace, lower, upper, digit, symbol, and not a common password. */
export function isStrongPassword(password: string): boolean {
  return Object.values(checkPassword(password)).every(Boolean);
}
