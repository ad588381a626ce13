import { describe, expect, it } from 'vitest';
import { createUserRequestErrors, firstError, resetPasswordRequestErrors } from './account-requests';

const valid = { firstName: 'Asha', lastName: 'Verma', emailId: 'asha@example.in', password: 'Mango#Tree42' };

describe('createUserRequestErrors', () => {
  it('accepts a request that meets §5', () => {
    expect(createUserRequestErrors(valid)).toEqual({});
  });

  it('names every field in error with the form texts', () => {
    expect(
      createUserRequestErrors({
        firstName: 'Asha1',
        lastName: '',
        emailId: 'not-an-email',
        password: 'Password@123',
      }),
    ).toEqual({
      firstName: 'Enter a valid first name (letters only)',
      lastName: 'Enter a valid last name (letters only)',
      emailId: 'Please enter a valid email address',
      password: 'Password too weak',
    });
  });

  it('asks for a missing e-mail and password with the sign-up texts', () => {
    const errors = createUserRequestErrors({ ...valid, emailId: '  ', password: '' });
    expect(errors).toEqual({ emailId: 'Enter email id', password: 'Enter password' });
    expect(firstError(errors)).toBe('Enter email id');
  });
});

describe('resetPasswordRequestErrors', () => {
  it('applies the strength rule before the confirmation', () => {
    expect(resetPasswordRequestErrors({ newPassword: 'short', confirmPassword: 'other' })).toEqual({
      newPassword:
        'Password is too weak. Please use at least 8 characters with uppercase, lowercase, number, and special character.',
    });
    expect(
      resetPasswordRequestErrors({ newPassword: 'Mango#Tree42', confirmPassword: 'Mango#Tree43' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      resetPasswordRequestErrors({ newPassword: 'Mango#Tree42', confirmPassword: 'Mango#Tree42' }),
    ).toEqual({});
  });
});
