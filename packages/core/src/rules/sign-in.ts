import { type FormCheck, formFailure } from './check';
import { signInMessages, signInModalMessages } from '../texts';

export interface SignInInput {
  readonly email: string;
  readonly password: string;
}

export type SignInField = keyof SignInInput;

function trimmed(input: SignInInput): SignInInput {
  return { email: input.email.trim(), password: input.password.trim() };
}

/**
 * Sign-in screen (§5): both values trimmed and required, one message naming what is missing; the
 * fields it names are in error with it.
 */
export function validateSignIn(input: SignInInput): FormCheck<SignInField, SignInInput> {
  const value = trimmed(input);
  if (!value.email && !value.password) return formFailure(signInMessages.bothEmpty, ['email', 'password']);
  if (!value.email) return formFailure(signInMessages.emailEmpty, ['email']);
  if (!value.password) return formFailure(signInMessages.passwordEmpty, ['password']);
  return { ok: true, value };
}

/**
 * The 'Sign In Required' modal (§5) has a single message for any missing value; the fields in
 * error are the ones left blank.
 */
export function validateSignInModal(input: SignInInput): FormCheck<SignInField, SignInInput> {
  const value = trimmed(input);
  const blank = (['email', 'password'] as const).filter((field) => !value[field]);
  if (blank.length > 0) return formFailure(signInModalMessages.bothRequired, blank);
  return { ok: true, value };
}
