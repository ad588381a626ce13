import type { SignInField } from '@shop/core/users';
import { accountLabels } from '../../account-labels';
import { type FieldChangeHandler, type FormErrorState, isFieldInError } from '../../form-types';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';

export interface CredentialValues {
  email: string;
  password: string;
  showPassword: boolean;
}

/** The fields both sign-in rules of @shop/core report on. */
export type CredentialField = SignInField;

export interface CredentialFieldsProps<Values extends CredentialValues> {
  /** The form's values; other fields of the form (e.g. remember-me) pass through untouched. */
  values: Values;
  onChange: FieldChangeHandler<Values>;
  /**
   * The form's errors: the fields they name are marked invalid and described by the form's red
   * box (`errorId`), which shows the message (§5 gives these forms one message, not one per field).
   */
  error?: FormErrorState<CredentialField>;
  errorId: string;
  testIds: { email: string; password: string; showPassword: string };
}

/**
 * E-mail, password and 'Show password': the sign-in part of the Sign In tab and of the 'Sign In
 * Required' modal, kept as one so the two forms cannot drift apart.
 */
export function CredentialFields<Values extends CredentialValues>({
  values,
  onChange: onFormChange,
  error,
  errorId,
  testIds,
}: CredentialFieldsProps<Values>) {
  // Only the three credential fields change here, and they have the same types in every form.
  const onChange = onFormChange as FieldChangeHandler<CredentialValues>;
  const named = (field: CredentialField) => isFieldInError(error, field);
  return (
    <>
      <TextField
        label={accountLabels.email}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => onChange('email', value)}
        invalid={named('email')}
        describedBy={named('email') ? errorId : undefined}
        testId={testIds.email}
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
        testId={testIds.password}
      />
      <Checkbox
        label={accountLabels.showPassword}
        checked={values.showPassword}
        onChange={(checked) => onChange('showPassword', checked)}
        testId={testIds.showPassword}
      />
    </>
  );
}
