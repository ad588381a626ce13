import { NAME_MAX_LENGTH } from '../constants';
import { brokenRules, type FieldRule, type FormCheck } from './check';
import { isValidEmail } from './email';
import { forgotPasswordMessages, signUpMessages as m } from '../texts';
import { isStrongPassword } from './password';

export interface SignUpInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly acceptedTerms: boolean;
}

export type SignUpField = keyof SignUpInput;

/**
 * Letters of any script (Hindi, Tamil, accented Latin…), including the combining vowel signs that
 * Indic names need; no spaces, digits or punctuation (§5 "letters only").
 */
const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;

/** Letters only (§5), and no longer than NAME_MAX_LENGTH: the same message covers both. */
export function isValidName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length <= NAME_MAX_LENGTH && LETTERS_ONLY.test(trimmed);
}

/**
 * The sign-up rules of §5 in the spec's order: first name → last name → email (required, then
 * the one address pattern of `isValidEmail`, with the forgot-password text: §5 gives sign-up no
 * text of its own for it) → password required → confirm required → strength → mismatch → terms.
 * They read trimmed names and e-mail; passwords exactly as typed (a space is part of a password,
 * and the strength rule refuses it).
 */
export const signUpRules: readonly FieldRule<SignUpField, SignUpInput>[] = [
  { field: 'firstName', fails: (v) => !isValidName(v.firstName), message: m.firstNameInvalid },
  { field: 'lastName', fails: (v) => !isValidName(v.lastName), message: m.lastNameInvalid },
  { field: 'email', fails: (v) => !v.email, message: m.emailEmpty },
  { field: 'email', fails: (v) => !isValidEmail(v.email), message: forgotPasswordMessages.emailInvalid },
  { field: 'password', fails: (v) => !v.password, message: m.passwordEmpty },
  { field: 'confirmPassword', fails: (v) => !v.confirmPassword, message: m.confirmPasswordEmpty },
  { field: 'password', fails: (v) => !isStrongPassword(v.password), message: m.passwordWeak },
  {
    field: 'confirmPassword',
    fails: (v) => Boolean(v.password) && v.password !== v.confirmPassword,
    message: m.passwordMismatch,
  },
  { field: 'acceptedTerms', fails: (v) => !v.acceptedTerms, message: m.termsNotAccepted },
];

/** Names and e-mail trimmed, passwords as typed. */
export function cleanSignUp(input: SignUpInput): SignUpInput {
  return {
    ...input,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
  };
}

/**
 * The sign-up form (§5): every field in error carries its own message, so the form marks all of
 * them at once; the form's message is the first of them, or 'Fill all fields' when every text
 * field is empty.
 */
export function validateSignUp(input: SignUpInput): FormCheck<SignUpField, SignUpInput> {
  const value = cleanSignUp(input);
  const errors = brokenRules(signUpRules, value);
  const [first] = errors;
  if (!first) return { ok: true, value };

  const allTextEmpty =
    !value.firstName && !value.lastName && !value.email && !value.password && !value.confirmPassword;
  return { ok: false, message: allTextEmpty ? m.allEmpty : first.message, errors };
}

/** The body of `POST /users/createUser` (§3/§7 field names) from validated values. */
export function toCreateUserRequest(values: SignUpInput): {
  firstName: string;
  lastName: string;
  emailId: string;
  password: string;
} {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    emailId: values.email,
    password: values.password,
  };
}
