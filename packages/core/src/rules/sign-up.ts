import { NAME_MAX_LENGTH } from '../constants';
import { signUpMessages } from './messages';
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
export type SignUpFieldErrors = Partial<Record<SignUpField, string>>;

export type SignUpCheck =
  | { readonly ok: true; readonly values: SignUpInput; readonly fieldErrors: SignUpFieldErrors }
  | { readonly ok: false; readonly formError: string; readonly fieldErrors: SignUpFieldErrors };

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
 * The sign-up rules of §5.
 *
 * Every field is checked and carries its own message in `fieldErrors`, so the form marks all of
 * them at once. `formError` is the single message shown above the button, chosen in the order the
 * spec lists the rules:
 *   'Fill all fields' (every text field empty) → first name → last name → email → password
 *   required → confirm required → password strength → mismatch → terms.
 * Names and e-mail are trimmed; passwords are taken exactly as typed (a space is part of a password,
 * and the strength rule refuses it).
 */
export function validateSignUp(input: SignUpInput): SignUpCheck {
  const values: SignUpInput = {
    ...input,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
  };

  // Spec order; each entry is [field, message] when the rule fails.
  const failures: Array<readonly [SignUpField, string]> = [];
  if (!isValidName(values.firstName)) failures.push(['firstName', signUpMessages.firstNameInvalid]);
  if (!isValidName(values.lastName)) failures.push(['lastName', signUpMessages.lastNameInvalid]);
  if (!values.email) failures.push(['email', signUpMessages.emailEmpty]);
  if (!values.password) failures.push(['password', signUpMessages.passwordEmpty]);
  if (!values.confirmPassword) failures.push(['confirmPassword', signUpMessages.confirmPasswordEmpty]);
  if (values.password && !isStrongPassword(values.password)) {
    failures.push(['password', signUpMessages.passwordWeak]);
  }
  if (values.password && values.confirmPassword && values.password !== values.confirmPassword) {
    failures.push(['confirmPassword', signUpMessages.passwordMismatch]);
  }
  if (!values.acceptedTerms) failures.push(['acceptedTerms', signUpMessages.termsNotAccepted]);

  const fieldErrors: SignUpFieldErrors = {};
  for (const [field, message] of failures) fieldErrors[field] ??= message;

  const [first] = failures;
  if (!first) return { ok: true, values, fieldErrors };

  const allTextEmpty =
    !values.firstName && !values.lastName && !values.email && !values.password && !values.confirmPassword;
  return { ok: false, formError: allTextEmpty ? signUpMessages.allEmpty : first[1], fieldErrors };
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
