import { fieldMessage, privacyPolicy, termsAndConditions } from '@shop/core';
import { passwordRuleMessages, type SignUpField, type SignUpInput } from '@shop/core/users';
import type { FormEvent } from 'react';
import { accountLabels } from '../../account-labels';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { FormAlert } from '../../components/FormAlert/FormAlert';
import { LinkButton } from '../../components/Link/LinkButton';
import { TextField } from '../../components/TextField/TextField';
import type { FieldChangeHandler, FormErrorState } from '../../form-types';
import { testIds } from '../../testIds';
import * as styles from './AuthScreen.css';

/** The sign-up values of @shop/core (`validateSignUp`'s input) plus the show-password box. */
export interface SignUpValues extends SignUpInput {
  readonly showPassword: boolean;
}

/** What the Sign Up tab needs from its container. */
export interface SignUpFormState {
  values: SignUpValues;
  /**
   * The failed check or call: `message` above the button ('Fill all fields' …), and each field's
   * own message under it (a failed `validateSignUp(...)` fits as is; so do the server's field
   * errors, read with `fieldErrorsOf(error, createUserRequestFields)`).
   */
  error?: FormErrorState<SignUpField>;
  /** A create-account call is in flight: the button is disabled and reads 'Creating account…'. */
  submitting?: boolean;
  onChange: FieldChangeHandler<SignUpValues>;
  /** The form was submitted (button or Enter); the default submission is already prevented. */
  onSubmit: () => void;
}

export interface SignUpFormProps extends SignUpFormState {
  /** 'Terms & Conditions' in the terms sentence: the caller opens the document dialog. */
  onOpenTerms: () => void;
  /** 'Privacy Policy' in the terms sentence. */
  onOpenPrivacy: () => void;
}

/** The Sign Up tab's form (spec §2): names, e-mail, passwords, terms. */
export function SignUpForm({
  values,
  error,
  submitting = false,
  onChange,
  onSubmit,
  onOpenTerms,
  onOpenPrivacy,
}: SignUpFormProps) {
  const ids = testIds.signUp;

  // Every field in error shows its own message under it (§5: "every field marked").
  const errorProps = (field: SignUpField) => {
    const message = fieldMessage(error?.errors, field);
    return message === undefined ? {} : { invalid: true, error: message };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  const passwordType = values.showPassword ? 'text' : 'password';

  return (
    <form
      noValidate
      aria-label={accountLabels.signUp}
      aria-busy={submitting || undefined}
      className={styles.form}
      data-testid={ids.form}
      onSubmit={submit}
    >
      <div className={styles.nameRow}>
        <TextField
          label={accountLabels.firstName}
          name="first-name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(value) => onChange('firstName', value)}
          testId={ids.firstName}
          errorTestId={ids.firstNameError}
          {...errorProps('firstName')}
        />
        <TextField
          label={accountLabels.lastName}
          name="last-name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(value) => onChange('lastName', value)}
          testId={ids.lastName}
          errorTestId={ids.lastNameError}
          {...errorProps('lastName')}
        />
      </div>
      <TextField
        label={accountLabels.email}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => onChange('email', value)}
        testId={ids.email}
        errorTestId={ids.emailError}
        {...errorProps('email')}
      />
      <TextField
        label={accountLabels.password}
        type={passwordType}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => onChange('password', value)}
        testId={ids.password}
        errorTestId={ids.passwordError}
        hint={passwordRuleMessages.hint}
        hintTestId={ids.passwordHint}
        {...errorProps('password')}
      />
      <TextField
        label={accountLabels.confirmPassword}
        type={passwordType}
        name="confirm-password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(value) => onChange('confirmPassword', value)}
        testId={ids.confirmPassword}
        errorTestId={ids.confirmPasswordError}
        {...errorProps('confirmPassword')}
      />
      <Checkbox
        label={accountLabels.showPassword}
        checked={values.showPassword}
        onChange={(checked) => onChange('showPassword', checked)}
        testId={ids.showPassword}
      />
      <Checkbox
        label={
          <>
            {accountLabels.termsPrefix}{' '}
            <LinkButton testId={ids.termsLink} onClick={onOpenTerms}>
              {termsAndConditions.title}
            </LinkButton>{' '}
            {accountLabels.termsJoin}{' '}
            <LinkButton testId={ids.privacyLink} onClick={onOpenPrivacy}>
              {privacyPolicy.title}
            </LinkButton>
          </>
        }
        name="accept-terms"
        checked={values.acceptedTerms}
        onChange={(checked) => onChange('acceptedTerms', checked)}
        {...errorProps('acceptedTerms')}
        testId={ids.terms}
        errorTestId={ids.termsError}
      />
      {error && <FormAlert message={error.message} testId={ids.error} />}
      <Button type="submit" size="large" fullWidth busy={submitting} testId={ids.submit}>
        {submitting ? accountLabels.creatingAccount : accountLabels.signUp}
      </Button>
    </form>
  );
}
