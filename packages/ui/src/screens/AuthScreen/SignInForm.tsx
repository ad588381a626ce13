import type { SignInField } from '@shop/core/users';
import { useId, type FormEvent } from 'react';
import { accountLabels } from '../../account-labels';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { CredentialFields } from '../../components/CredentialFields/CredentialFields';
import { FormAlert } from '../../components/FormAlert/FormAlert';
import { LinkButton } from '../../components/Link/LinkButton';
import type { FieldChangeHandler, FormErrorState } from '../../form-types';
import { testIds } from '../../testIds';
import * as styles from './AuthScreen.css';

export interface SignInValues {
  email: string;
  password: string;
  showPassword: boolean;
  rememberMe: boolean;
}

/** The fields of `validateSignIn` (@shop/core). */
export type { SignInField };

/** What the Sign In tab needs from its container. */
export interface SignInFormState {
  values: SignInValues;
  /** 'Enter email id and password', 'Invalid email or password' …; the named `fields` are marked. */
  error?: FormErrorState<SignInField>;
  /** A sign-in call is in flight: the button is disabled and reads 'Signing in…'. */
  submitting?: boolean;
  onChange: FieldChangeHandler<SignInValues>;
  /** The form was submitted (button or Enter); the default submission is already prevented. */
  onSubmit: () => void;
}

export interface SignInFormProps extends SignInFormState {
  onForgotPassword: () => void;
  onGoogleSignIn: () => void;
  /** The Google popup is open: its button is disabled and shows progress. */
  googleBusy?: boolean;
}

/** The Sign In tab's form (spec §2), then 'or' and Continue with Google. */
export function SignInForm({
  values,
  error,
  submitting = false,
  onChange,
  onSubmit,
  onForgotPassword,
  onGoogleSignIn,
  googleBusy = false,
}: SignInFormProps) {
  const errorId = `${useId()}-error`;
  const ids = testIds.signIn;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <>
      <form
        noValidate
        aria-label={accountLabels.signIn}
        aria-busy={submitting || undefined}
        className={styles.form}
        data-testid={ids.form}
        onSubmit={submit}
      >
        <CredentialFields values={values} onChange={onChange} error={error} errorId={errorId} testIds={ids} />
        <div className={styles.optionsRow}>
          <Checkbox
            label={accountLabels.rememberMe}
            name="remember-me"
            checked={values.rememberMe}
            onChange={(checked) => onChange('rememberMe', checked)}
            testId={ids.rememberMe}
          />
          <LinkButton testId={ids.forgotPassword} onClick={onForgotPassword}>
            {accountLabels.forgotPassword}
          </LinkButton>
        </div>
        {error && <FormAlert id={errorId} message={error.message} testId={ids.error} />}
        <Button type="submit" size="large" fullWidth busy={submitting} testId={ids.submit}>
          {submitting ? accountLabels.signingIn : accountLabels.signIn}
        </Button>
      </form>
      <div className={styles.alternatives}>
        <p className={styles.divider}>{accountLabels.or}</p>
        <Button variant="outline" fullWidth busy={googleBusy} testId={ids.google} onClick={onGoogleSignIn}>
          {accountLabels.google}
        </Button>
      </div>
    </>
  );
}
