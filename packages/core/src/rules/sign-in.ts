import { signInMessages, signInModalMessages } from './messages';

export interface SignInInput {
  readonly email: string;
  readonly password: string;
}

export type SignInCheck =
  { readonly ok: true; readonly values: SignInInput } | { readonly ok: false; readonly error: string };

function trimmed(input: SignInInput): SignInInput {
  return { email: input.email.trim(), password: input.password.trim() };
}

/** Sign-in screen (§5): both values trimmed and required, one message naming what is missing. */
export function validateSignIn(input: SignInInput): SignInCheck {
  const values = trimmed(input);
  if (!values.email && !values.password) return { ok: false, error: signInMessages.bothEmpty };
  if (!values.email) return { ok: false, error: signInMessages.emailEmpty };
  if (!values.password) return { ok: false, error: signInMessages.passwordEmpty };
  return { ok: true, values };
}

/** The 'Sign In Required' modal (§5) has a single message for any missing value. */
export function validateSignInModal(input: SignInInput): SignInCheck {
  const values = trimmed(input);
  if (!values.email || !values.password) return { ok: false, error: signInModalMessages.bothRequired };
  return { ok: true, values };
}

/** The body of `POST /users/signIn` (§7 field names) from validated values. */
export function toSignInRequest(values: SignInInput): { emailId: string; password: string } {
  return { emailId: values.email, password: values.password };
}
