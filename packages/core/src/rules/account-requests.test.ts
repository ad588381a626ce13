import { describe, expect, it } from 'vitest';
import {
  createUserRequestErrors,
  createUserRequestFields,
  firstError,
  resetPasswordRequestErrors,
} from './account-requests';
import { toCreateUserRequest, validateSignUp, type SignUpInput } from './sign-up';

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

describe('the server re-checks sign-up with the form rules', () => {
  const form = (request: typeof valid): SignUpInput => ({
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.emailId,
    password: request.password,
    confirmPassword: request.password,
    acceptedTerms: true,
  });

  it.each([
    valid,
    { ...valid, firstName: 'Asha Rani', emailId: 'asha\u0000@example.in' },
    { ...valid, lastName: 'V3rma', password: 'Password@123' },
    { ...valid, emailId: 'a'.repeat(250) + '@b.in', password: 'short' },
  ])('%j: the same messages on the same fields as the form', (request) => {
    const check = validateSignUp(form(request));
    const formErrors = check.ok ? [] : check.errors;
    const fieldOf: Record<string, string> = createUserRequestFields;
    const serverErrors = Object.entries(createUserRequestErrors(request)).map(([name, message]) => ({
      field: fieldOf[name],
      message,
    }));
    expect(serverErrors).toEqual(formErrors);
  });

  it('names the request fields of §7 once', () => {
    expect(createUserRequestFields).toEqual({
      firstName: 'firstName',
      lastName: 'lastName',
      emailId: 'email',
      password: 'password',
    });
    expect(Object.keys(toCreateUserRequest({ ...form(valid), email: 'x' }))).toEqual(
      Object.keys(createUserRequestFields),
    );
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

  it("asks for what is missing with the wizard's texts, as the form does", () => {
    expect(resetPasswordRequestErrors({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'Please enter a new password',
    });
    expect(resetPasswordRequestErrors({ newPassword: 'Mango#Tree42', confirmPassword: '' })).toEqual({
      confirmPassword: 'Please confirm your password',
    });
  });
});
