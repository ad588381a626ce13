import { signInModalMessages, type SignInField } from '@shop/core/users';
import { useId, type FormEvent, type MouseEvent } from 'react';
import { accountLabels } from '../../account-labels';
import type { FieldChangeHandler, FormErrorState } from '../../form-types';
import { testIds } from '../../testIds';
import { Button } from '../Button/Button';
import { CredentialFields } from '../CredentialFields/CredentialFields';
import { Dialog } from '../Dialog/Dialog';
import { FormAlert } from '../FormAlert/FormAlert';
import { Link } from '../Link/Link';
import * as styles from './SignInRequiredDialog.css';

/** Where the modal's Sign Up link goes (spec §2: "goes to /auth"). */
export const SIGN_UP_ROUTE = '/auth';

export interface SignInRequiredValues {
  email: string;
  password: string;
  showPassword: boolean;
}

/** The fields of `validateSignInModal` (@shop/core). */
export type SignInRequiredField = SignInField;

export interface SignInRequiredDialogProps {
  open: boolean;
  values: SignInRequiredValues;
  onChange: FieldChangeHandler<SignInRequiredValues>;
  /** 'Please enter both email and password', 'Invalid email or password' …; `fields` get marked. */
  error?: FormErrorState<SignInRequiredField>;
  /** A sign-in call is in flight: the button is disabled and reads 'Signing in…'. */
  busy?: boolean;
  /** The form was submitted (button or Enter); the default submission is already prevented. */
  onSubmit: () => void;
  /**
   * The Sign Up link was clicked: close the modal; the link itself navigates to /auth (through the
   * app's `LinkProvider`), unless the caller prevents the event's default.
   */
  onSignUp: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Escape, the close icon or a click outside. */
  onClose: () => void;
}

/**
 * The 'Sign In Required' modal (spec §2 "Overlays"): it guards add-to-cart and saved items, signs
 * in on the spot, or sends the shopper to /auth to create an account.
 */
export function SignInRequiredDialog({
  open,
  values,
  onChange,
  error,
  busy = false,
  onSubmit,
  onSignUp,
  onClose,
}: SignInRequiredDialogProps) {
  const id = useId();
  const introId = `${id}-intro`;
  const errorId = `${id}-error`;
  const ids = testIds.signInRequired;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Dialog
      open={open}
      title={signInModalMessages.title}
      onClose={onClose}
      describedBy={introId}
      closeOnOverlayClick
      width={420}
      testId={ids.dialog}
    >
      <p id={introId} className={styles.intro} data-testid={ids.message}>
        {signInModalMessages.intro}
      </p>
      <form
        noValidate
        aria-label={signInModalMessages.title}
        aria-busy={busy || undefined}
        className={styles.form}
        data-testid={ids.form}
        onSubmit={submit}
      >
        <CredentialFields values={values} onChange={onChange} error={error} errorId={errorId} testIds={ids} />
        {error && <FormAlert id={errorId} message={error.message} testId={ids.error} />}
        <Button type="submit" fullWidth busy={busy} testId={ids.submit}>
          {busy ? accountLabels.signingIn : accountLabels.signIn}
        </Button>
      </form>
      <p className={styles.signUp}>
        {accountLabels.noAccount}{' '}
        <Link href={SIGN_UP_ROUTE} testId={ids.signUpLink} onClick={onSignUp}>
          {accountLabels.signUp}
        </Link>
      </p>
    </Dialog>
  );
}
