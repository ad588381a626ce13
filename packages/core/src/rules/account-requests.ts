import type { CreateUserRequest, SignInRequest } from '../contract/users';
import { brokenRules, type FieldError } from './check';
import { type ForgotPasswordField, type NewPasswordField, newPasswordRules } from './forgot-password';
import type { SignInField } from './sign-in';
import { cleanSignUp, type SignUpField, signUpRules } from './sign-up';

/**
 * Request field → form field, written once: replies name the §7 request fields (`emailId`), forms
 * their own (`email`). The server uses these maps to name its `details`, the forms to read them.
 */
export const signInRequestFields = {
  emailId: 'email',
  password: 'password',
} as const satisfies Record<keyof SignInRequest, SignInField>;

export const createUserRequestFields = {
  firstName: 'firstName',
  lastName: 'lastName',
  emailId: 'email',
  password: 'password',
} as const satisfies Record<keyof CreateUserRequest, SignUpField>;

export const forgotPasswordRequestFields = { email: 'email' } as const satisfies Record<
  string,
  ForgotPasswordField
>;

export const verifyOtpRequestFields = { email: 'email', otp: 'otp' } as const satisfies Record<
  string,
  ForgotPasswordField
>;

export const resetPasswordRequestFields = {
  newPassword: 'newPassword',
  confirmPassword: 'confirmPassword',
} as const satisfies Record<string, NewPasswordField>;

/** The `details` of a 400 reply: request field → its problem, in the order the form shows them. */
export type RequestErrors = Record<string, string>;

/** Form errors renamed to the request's fields; errors of fields the request lacks are dropped. */
function toRequestErrors<Field extends string>(
  errors: readonly FieldError<Field>[],
  requestFields: Readonly<Record<string, Field>>,
): RequestErrors {
  const details: RequestErrors = {};
  for (const { field, message } of errors) {
    const name = Object.keys(requestFields).find((key) => requestFields[key] === field);
    if (name !== undefined) details[name] ??= message;
  }
  return details;
}

/**
 * The server re-applies the sign-up form's rules (§5) to every new account (a QA user can post
 * anything), with the same texts: only the rules of the fields the request carries. The form's
 * own fields (confirmation, terms) are filled so as to pass and never checked here.
 */
export function createUserRequestErrors(request: CreateUserRequest): RequestErrors {
  const values = cleanSignUp({
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.emailId,
    password: request.password,
    confirmPassword: request.password,
    acceptedTerms: true,
  });
  const errors = brokenRules(signUpRules, values, Object.values(createUserRequestFields));
  return toRequestErrors(errors, createUserRequestFields);
}

/**
 * `reset-password`: the wizard's step-3 rules (§5), the first broken one, with the wizard's texts.
 */
export function resetPasswordRequestErrors(request: {
  newPassword: string;
  confirmPassword: string;
}): RequestErrors {
  const [first] = brokenRules(newPasswordRules, request);
  return first ? toRequestErrors([first], resetPasswordRequestFields) : {};
}

/** The reply text of a rejected request: its first problem. */
export function firstError(errors: RequestErrors): string | undefined {
  return Object.values(errors)[0];
}
