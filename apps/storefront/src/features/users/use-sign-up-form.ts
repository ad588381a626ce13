import { failureText, fieldErrorsOf, FORM_ERROR_MS, paths, type FormErrors } from '@shop/core';
import {
  createUserRequestFields,
  signUpMessages,
  toCreateUserRequest,
  validateSignUp,
  type SignUpField,
} from '@shop/core/users';
import type { SignUpFormState, SignUpValues } from '@shop/ui/users';
import { useState } from 'react';
import { useCreateUserMutation } from './api/users';
import { useTimedValue } from '../../lib/use-timed-value';
import { notify } from '../../stores/notices-store';
import { useAfterAuthRedirect } from './use-after-auth-redirect';

const EMPTY: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
  showPassword: false,
};

/**
 * The Sign Up tab (spec §4/§5): every field's message, errors clearing after 5 s; on success
 * the user is signed in, 'Account created successfully' shows, and the page reloads to / after
 * about 2.1 s. Each submit starts without the last one's errors.
 */
export function useSignUpForm(
  reload: (path: string) => void = (path) => window.location.assign(path),
): SignUpFormState {
  const [values, setValues] = useState(EMPTY);
  const [error, showErrors] = useTimedValue<FormErrors<SignUpField>>(FORM_ERROR_MS);
  const createUser = useCreateUserMutation();
  const redirectSoon = useAfterAuthRedirect();

  const onSubmit = () => {
    showErrors(null);
    const check = validateSignUp(values);
    if (!check.ok) {
      showErrors(check);
      return;
    }
    createUser.mutate(toCreateUserRequest(check.value), {
      onSuccess: () => {
        notify(signUpMessages.created);
        redirectSoon(() => reload(paths.home()));
      },
      // The server's field errors (§5 re-checked, lengths) show where the form shows its own.
      onError: (error) =>
        showErrors({
          message: failureText('signUp', error),
          errors: fieldErrorsOf(error, createUserRequestFields),
        }),
    });
  };

  return {
    values,
    error: error ?? undefined,
    submitting: createUser.isPending,
    onChange: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    onSubmit,
  };
}
