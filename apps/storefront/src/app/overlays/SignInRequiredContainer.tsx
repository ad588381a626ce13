import { failureText, fieldErrorsOf, FORM_ERROR_MS } from '@shop/core';
import { signInRequestFields, validateSignInModal } from '@shop/core/users';
import { type FormErrorState } from '@shop/ui';
import { SignInRequiredDialog, type SignInRequiredField } from '@shop/ui/users';
import { useState } from 'react';
import { useSignInMutation } from '../../features/users/api/users';
import { useTimedValue } from '../../lib/use-timed-value';
import { useSignInIntentStore } from '../../features/users/stores/sign-in-intent-store';

const EMPTY = { email: '', password: '', showPassword: false };

/**
 * The 'Sign In Required' modal (spec §2, §4): signs in in place; after success the modal closes
 * and the action waiting for the session runs once.
 */
export function SignInRequiredContainer() {
  const open = useSignInIntentStore((state) => state.open);
  const close = useSignInIntentStore((state) => state.closeSignInRequired);
  const signIn = useSignInMutation();
  const [values, setValues] = useState(EMPTY);
  const [error, showError] = useTimedValue<FormErrorState<SignInRequiredField>>(FORM_ERROR_MS);

  const finish = (outcome: 'signed-in' | 'dismissed') => {
    setValues(EMPTY);
    showError(null);
    signIn.reset();
    close(outcome);
  };

  const onSubmit = () => {
    showError(null);
    const check = validateSignInModal(values);
    if (!check.ok) return showError(check);
    signIn.mutate(
      { emailId: check.value.email, password: check.value.password },
      {
        onSuccess: () => finish('signed-in'),
        onError: (failure) =>
          showError({
            message: failureText('signIn', failure),
            errors: fieldErrorsOf(failure, signInRequestFields),
          }),
      },
    );
  };

  return (
    <SignInRequiredDialog
      open={open}
      values={values}
      error={error ?? undefined}
      busy={signIn.isPending}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onSubmit={onSubmit}
      onSignUp={() => finish('dismissed')}
      onClose={() => finish('dismissed')}
    />
  );
}
