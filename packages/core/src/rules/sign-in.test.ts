import { describe, expect, it } from 'vitest';
import { toSignInRequest, validateSignIn, validateSignInModal } from './sign-in';

describe('validateSignIn (§5)', () => {
  it.each([
    ['', '', 'Enter email id and password'],
    ['   ', '\t', 'Enter email id and password'],
    ['', 'secret', 'Enter email id'],
    ['  ', 'secret', 'Enter email id'],
    ['asha@example.com', '', 'Enter password'],
    ['asha@example.com', '   ', 'Enter password'],
  ])('email %j, password %j → %s', (email, password, error) => {
    expect(validateSignIn({ email, password })).toEqual({ ok: false, error });
  });

  it('returns the trimmed values', () => {
    expect(validateSignIn({ email: '  asha@example.com ', password: ' Secret@123 ' })).toEqual({
      ok: true,
      values: { email: 'asha@example.com', password: 'Secret@123' },
    });
  });

  it('maps values to the signIn body of §7', () => {
    expect(toSignInRequest({ email: 'a@b.in', password: 'x' })).toEqual({ emailId: 'a@b.in', password: 'x' });
  });
});

describe('validateSignInModal (§5)', () => {
  it.each([
    ['', ''],
    ['', 'secret'],
    ['asha@example.com', ' '],
  ])('email %j, password %j → one message', (email, password) => {
    expect(validateSignInModal({ email, password })).toEqual({
      ok: false,
      error: 'Please enter both email and password',
    });
  });

  it('accepts and trims', () => {
    expect(validateSignInModal({ email: ' a@b.in', password: 'pw ' })).toEqual({
      ok: true,
      values: { email: 'a@b.in', password: 'pw' },
    });
  });
});
