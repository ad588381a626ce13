import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('isValidEmail (§5 simple address pattern)', () => {
  it.each(['asha@example.com', 'a.b+tag@mail.co.in', ' asha@example.com '])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'asha',
    'asha@',
    '@example.com',
    'asha@example',
    'as ha@example.com',
    'a@b@c.com',
    'asha@exa mple.com',
    'asha\u0000@example.com',
    'asha@example.com\u0000',
    'asha@exam\u0007ple.com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lowercases so that one address is one account', () => {
    expect(normalizeEmail('  Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
  });
});

describe('isValidEmail length', () => {
  it('accepts 254 characters and refuses 255 (RFC 5321)', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`a${at254}`)).toBe(false);
  });
});
