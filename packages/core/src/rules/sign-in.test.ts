import { describe, expect, it } from 'vitest';
import { validateSignIn, validateSignInModal } from './sign-in';

describe('validateSignIn (§5)', () => {
  it.each([
    ['', '', 'Enter email id and password', ['email', 'password']],
    ['   ', '\t', 'Enter email id and password', ['email', 'password']],
    ['', 'secret', 'Enter email id', ['email']],
    ['  ', 'secret', 'Enter email id', ['email']],
    ['asha@example.com', '', 'Enter password', ['password']],
    ['asha@example.com', '   ', 'Enter password', ['password']],
  ])('email %j, password %j → %s, on %j', (email, password, message, fields) => {
    expect(validateSignIn({ email, password })).toEqual({
      ok: false,
      message,
      errors: fields.map((field) => ({ field, message })),
    });
  });

  it('returns the trimmed values', () => {
    expect(validateSignIn({ email: '  asha@example.com ', password: ' Secret@123 ' })).toEqual({
      ok: true,
      value: { email: 'asha@example.com', password: 'Secret@123' },
    });
  });
});

describe('validateSignInModal (§5)', () => {
  it.each([
    ['', '', ['email', 'password']],
    ['', 'secret', ['email']],
    ['asha@example.com', ' ', ['password']],
  ])('email %j, password %j → one message, on the blank fields %j', (email, password, fields) => {
    const message = 'Please enter both email and password';
    expect(validateSignInModal({ email, password })).toEqual({
      ok: false,
      message,
      errors: fields.map((field) => ({ field, message })),
    });
  });

  it('accepts and trims', () => {
    expect(validateSignInModal({ email: ' a@b.in', password: 'pw ' })).toEqual({
      ok: true,
      value: { email: 'a@b.in', password: 'pw' },
    });
  });
});
