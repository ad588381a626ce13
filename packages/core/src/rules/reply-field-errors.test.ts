import { describe, expect, it } from 'vitest';
import { ApiError } from '../client';
import {
  createUserRequestFields,
  resetPasswordRequestFields,
  signInRequestFields,
  verifyOtpRequestFields,
} from './account-requests';
import { fieldErrorsFromReply, fieldErrorsOf } from './reply-field-errors';

describe('fieldErrorsFromReply', () => {
  it("renames the request's fields in `details` to the form's, keeping their order", () => {
    const body = {
      error: 'Please enter a valid email address',
      details: { emailId: 'Please enter a valid email address', password: 'Password too weak' },
    };
    expect(fieldErrorsFromReply(body, createUserRequestFields)).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password too weak' },
    ]);
  });

  it("reads the API's per-field 400 (control characters in the sign-in e-mail)", () => {
    const body = {
      error: 'Invalid request: emailId must not contain control characters',
      details: { emailId: 'must not contain control characters' },
    };
    expect(fieldErrorsFromReply(body, signInRequestFields)).toEqual([
      { field: 'email', message: 'must not contain control characters' },
    ]);
  });

  it('reads a `{ field, message }[]` list too', () => {
    const body = { error: 'x', details: [{ field: 'confirmPassword', message: 'Passwords do not match' }] };
    expect(fieldErrorsFromReply(body, resetPasswordRequestFields)).toEqual([
      { field: 'confirmPassword', message: 'Passwords do not match' },
    ]);
  });

  it.each([
    ['no body', undefined],
    ['an HTML page', '<html>502</html>'],
    ['no details', { error: 'Failed to create user' }],
    ['a text detail', { error: 'x', details: 'Bad request' }],
    ['unknown fields only', { error: 'x', details: { resetToken: 'is required', toString: 'x' } }],
    ['blank or non-text messages', { error: 'x', details: { emailId: ' ', password: 7 } }],
  ])('finds nothing in %s', (_case, body) => {
    expect(fieldErrorsFromReply(body, createUserRequestFields)).toEqual([]);
  });
});

describe('fieldErrorsOf', () => {
  const body = {
    error: 'Please enter a valid email address',
    details: { emailId: 'Please enter a valid email address' },
  };

  it('reads the body of an error reply', () => {
    const error = new ApiError('Please enter a valid email address', { kind: 'http', status: 400, body });
    expect(fieldErrorsOf(error, createUserRequestFields)).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it('puts a refusal that names no field on the field it is about', () => {
    const refused = new ApiError('Invalid OTP', {
      kind: 'http',
      status: 400,
      body: { error: 'Invalid OTP' },
    });
    const refusal = { field: 'otp', message: 'Invalid OTP' } as const;
    expect(fieldErrorsOf(refused, verifyOtpRequestFields, refusal)).toEqual([refusal]);
    expect(fieldErrorsOf(refused, verifyOtpRequestFields)).toEqual([]);
    const broken = new ApiError('OTP verification failed', { kind: 'http', status: 500, body: '' });
    expect(fieldErrorsOf(broken, verifyOtpRequestFields, refusal)).toEqual([]);
  });

  it('finds nothing without a reply', () => {
    expect(
      fieldErrorsOf(new ApiError('Network error occurred', { kind: 'network' }), createUserRequestFields),
    ).toEqual([]);
    expect(fieldErrorsOf(new Error('boom'), createUserRequestFields)).toEqual([]);
  });
});
