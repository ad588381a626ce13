import { failureText, fieldErrorsOf, FORM_ERROR_MS, REMEMBER_ME_LOCAL_STORAGE_KEY } from '@shop/core';
import { signInRequestFields, validateSignIn, type DemoAccount } from '@shop/core/users';
import type { FormErrorState } from '@shop/ui';
import type { SignInField, SignInFormState, SignInValues } from '@shop/ui/users';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignInMutation } from './api/users';
import { safeStorage } from '../../lib/safe-storage';
import { useTimedValue } from '../../lib/use-timed-value';
import { notify } from '../../stores/notices-store';
import { useReturnPath } from './return-path';
import { useAfterAuthRedirect } from './use-after-auth-redirect';

function initialValues(): SignInValues {
  // Spec §9: remember-me keeps the e-mail only, never the password.
  const remembered = safeStorage.get('local', REMEMBER_ME_LOCAL_STORAGE_KEY);
  return { email: remembered ?? '', password: '', showPassword: false, rememberMe: remembered !== null };
}

/**
 * The Sign In tab: §5 validation, the call, remember-me, and after ~2.1 s the redirect to where
 * the user was going (`?returnTo=`), else to /. Each submit starts without the last one's error.
 */
export function useSignInForm(): SignInFormState & { fillDemoAccount: (account: DemoAccount) => void } {
  const navigate = useNavigate();
  const signIn = useSignInMutation();
  const returnPath = useReturnPath();
  const [values, setValues] = useState(initialValues);
  const [error, showError] = useTimedValue<FormErrorState<SignInField>>(FORM_ERROR_MS);
  const redirectSoon = useAfterAuthRedirect();

  const onSubmit = () => {
    showError(null);
    const check = validateSignIn(values);
    if (!check.ok) {
      showError(check);
      return;
    }
    signIn.mutate(
      { emailId: check.value.email, password: check.value.password },
      {
        onError: (error) =>
          showError({
            message: failureText('signIn', error),
            errors: fieldErrorsOf(error, signInRequestFields),
          }),
        onSuccess: (reply) => {
          if (values.rememberMe) safeStorage.set('local', REMEMBER_ME_LOCAL_STORAGE_KEY, check.value.email);
          else safeStorage.remove('local', REMEMBER_ME_LOCAL_STORAGE_KEY);
          setValues((current) => ({ ...current, password: '' }));
          notify(reply.message);
          redirectSoon(() => navigate(returnPath));
        },
      },
    );
  };

  return {
    values,
    error: error ?? undefined,
    submitting: signIn.isPending,
    onChange: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    onSubmit,
    fillDemoAccount: (account) =>
      setValues((current) => ({
        ...current,
        email: account.email,
        password: account.password,
        rememberMe: true,
      })),
  };
}
