import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { checkPassword, COMMON_WEAK_PASSWORDS, isCommonWeakPassword, isStrongPassword } from './password';

describe('isStrongPassword (§5)', () => {
  it('accepts a password meeting every rule', () => {
    expect(isStrongPassword('Mango#Tree42')).toBe(true);
    expect(isStrongPassword('Abcdef1!')).toBe(true); // exactly 8
  });

  it.each([
    ['Abcde1!', 'shorter than 8'],
    ['Mango Tree#42', 'contains a space'],
    ['Mango\tTree#42', 'contains a tab'],
    ['Mango\u0000Tree#42', 'contains a NUL'],
    ['Mango\u0007Tree#42', 'contains a control character'],
    ['MANGO#TREE42', 'no lowercase'],
    ['mango#tree42', 'no uppercase'],
    ['Mango#Treeee', 'no digit'],
    ['MangoTree42', 'no symbol'],
    ['', 'empty'],
  ])('refuses %j (%s)', (password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it('uses the minimum length of §9', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('reports each rule separately', () => {
    expect(checkPassword('abc')).toEqual({
      minLength: false,
      noWhitespace: true,
      lowercase: true,
      uppercase: false,
      digit: false,
      symbol: false,
      notCommon: true,
    });
  });
});

describe('common weak passwords', () => {
  it('holds the ones the spec names', () => {
    for (const name of ['password', 'qwerty', 'letmein', 'admin', '123456']) {
      expect(COMMON_WEAK_PASSWORDS).toContain(name);
    }
  });

  it.each(['P@ssw0rd', 'Password@123', 'Qwerty@123', 'Admin@123', 'Welcome@123'])(
    'refuses %j although it passes every character rule',
    (password) => {
      const { notCommon, ...characterRules } = checkPassword(password);
      expect(Object.values(characterRules).every(Boolean)).toBe(true);
      expect(notCommon).toBe(false);
      expect(isStrongPassword(password)).toBe(false);
    },
  );

  it('compares case-insensitively', () => {
    expect(isCommonWeakPassword('PASSWORD')).toBe(true);
    expect(isCommonWeakPassword('p@SSW0RD')).toBe(true);
    expect(isStrongPassword('pASSWORD@123')).toBe(false);
  });

  it('has enough entries that pass the character rules to matter', () => {
    const passingRules = COMMON_WEAK_PASSWORDS.filter((pw) => {
      const { notCommon: _ignored, ...rules } = checkPassword(pw);
      return Object.values(rules).every(Boolean);
    });
    expect(passingRules.length).toBeGreaterThanOrEqual(10);
  });
});
