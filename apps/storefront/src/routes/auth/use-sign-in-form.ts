import {
  FORM_ERROR_MS,
  REDIRECT_AFTER_AUTH_MS,
  REMEMBER_ME_STORAGE_KEY,
  validateSignIn,
  type DemoAccount,
} from '@shop/core';
import type { FormErrorState, SignInField, SignInFormState, SignInValues } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { safeStorage } from '../../lib/safe-storage';
import { useTimedValue } from '../../lib/use-timed-value';
import { useSignIn } from '../../session/use-sign-in';
import { useOverlaysStore } from '../../stores/overlays-store';

function initialValues(): SignInValues {
  // Spec §9: remember-me keeps the e-mail only, never the password.
  const remembered = safeStorage.get('local', REMEMBER_ME_STORAGE_KEY);
  return { email: remembered ?? '', password: '', showPassword: false, rememberMe: remembered !== null };
}

/** The Sign In tab: §5 validation, the call, remember-me, and the redirect to / after ~2.1 s. */
export function useSignInForm(): SignInFormState & { fillDemoAccount: (account: DemoAccount) => void } {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [values, setValues] = useState(initialValues);
  const [error, showError] = useTimedValue<FormErrorState<SignInField>>(FORM_ERROR_MS);
  const [submitting, setSubmitting] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const onSubmit = async () => {
    const check = validateSignIn(values);
    if (!check.ok) {
      showError(check);
      return;
    }
    setSubmitting(true);
    const outcome = await signIn({ emailId: check.value.email, password: check.value.password });
    setSubmitting(false);
    if (!outcome.ok) {
      showError({ message: outcome.message, errors: [] });
      return;
    }
    if (values.rememberMe) safeStorage.set('local', REMEMBER_ME_STORAGE_KEY, check.value.email);
    else safeStorage.remove('local', REMEMBER_ME_STORAGE_KEY);
    setValues((current) => ({ ...current, password: '' }));
    useOverlaysStore.getState().notify(outcome.reply.message);
    redirect.current = setTimeout(() => navigate('/'), REDIRECT_AFTER_AUTH_MS);
  };

  return {
    values,
    error: error ?? undefined,
    submitting,
    onChange: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    onSubmit: () => void onSubmit(),
    fillDemoAccount: (account) =>
      setValues((current) => ({
        ...current,
        email: account.email,
        password: account.password,
        rememberMe: true,
      })),
  };
}
