import { describe, expect, it } from 'vitest';
import { EmailFieldSchema, hasControlCharacters, textFieldSchema } from './fields';
import { ForgotPasswordRequestSchema, ResetPasswordRequestSchema, SignInRequestSchema } from './users';

describe('free-text fields refuse control characters', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a tab', 'a\tb'],
    ['a newline', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['unit separator', 'a\u001fb'],
    ['DEL', 'a\u007fb'],
  ])('%s', (_name, value) => {
    expect(hasControlCharacters(value)).toBe(true);
    const result = textFieldSchema().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must not contain control characters');
  });

  it('keeps every printable character, of any script (passwords may be unusual)', () => {
    for (const value of [
      'Lotus#Pond7',
      'Ünïcødé ☃ पासवर्ड',
      ' spaced out ',
      '~!@#$%^&*()_+{}|:"<>?',
      'é\u00a0x',
    ]) {
      expect(textFieldSchema().safeParse(value).success, value).toBe(true);
    }
  });

  it('applies to the e-mail field and the account requests', () => {
    expect(EmailFieldSchema.safeParse('meera\u0000@example.in').success).toBe(false);
    expect(
      SignInRequestSchema.safeParse({ emailId: 'meera@example.in', password: 'Pass\u0000word' }).success,
    ).toBe(false);
    expect(ForgotPasswordRequestSchema.safeParse({ email: 'meera@example.in\n' }).success).toBe(false);
    expect(
      ResetPasswordRequestSchema.safeParse({ resetToken: 'x\u0000', newPassword: 'A', confirmPassword: 'A' })
        .success,
    ).toBe(false);
  });
});
