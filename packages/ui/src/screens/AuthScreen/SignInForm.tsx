import { useId, type FormEvent } from 'react';
import { accountLabels } from '../../account-labels';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { FormAlert } from '../../components/FormAlert/FormAlert';
import { LinkButton } from '../../components/Link/LinkButton';
import { Spinner } from '../../components/Spinner/Spinner';
import { TextField } from '../../components/TextField/TextField';
import type { FieldChangeHandler, FormErrorState } from '../../form-types';
import { testIds } from '../../testIds';
import * as styles from './AuthScreen.css';

export interface SignInValues {
  email: string;
  password: string;
  showPassword: boolean;
  rememberMe: boolean;
}

export type SignInField = 'email' | 'password';

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
  const named = (field: SignInField) => Boolean(error?.fields?.includes(field));

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
        <TextField
          label={accountLabels.email}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(value) => onChange('email', value)}
          invalid={named('email')}
          describedBy={named('email') ? errorId : undefined}
          testId={ids.email}
        />
        <TextField
          label={accountLabels.password}
          type={values.showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(value) => onChange('password', value)}
          invalid={named('password')}
          describedBy={named('password') ? errorId : undefined}
          testId={ids.password}
        />
        <Checkbox
          label={accountLabels.showPassword}
          checked={values.showPassword}
          onChange={(checked) => onChange('showPassword', checked)}
          testId={ids.showPassword}
        />
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
        <Button
          type="submit"
          size="large"
          fullWidth
          disabled={submitting}
          aria-busy={submitting || undefined}
          testId={ids.submit}
        >
          {submitting && <Spinner />}
          {submitting ? accountLabels.signingIn : accountLabels.signIn}
        </Button>
      </form>
      <div className={styles.alternatives}>
        <p className={styles.divider}>{accountLabels.or}</p>
        <Button
          variant="secondary"
          fullWidth
          disabled={googleBusy}
          aria-busy={googleBusy || undefined}
          testId={ids.google}
          onClick={onGoogleSignIn}
        >
          {googleBusy && <Spinner />}
          {accountLabels.google}
        </Button>
      </div>
    </>
  );
}
