import { FORM_ERROR_MS, validateSignInModal } from '@shop/core';
import { SignInRequiredDialog, type FormErrorState, type SignInRequiredField } from '@shop/ui';
import { useState } from 'react';
import { useTimedValue } from '../../lib/use-timed-value';
import { useSignIn } from '../../session/use-sign-in';
import { useOverlaysStore } from '../../stores/overlays-store';

const EMPTY = { email: '', password: '', showPassword: false };

/**
 * The 'Sign In Required' modal (spec §2, §4): signs in in place; after success the modal closes
 * and the action that needed the session runs once.
 */
export function SignInRequiredContainer() {
  const open = useOverlaysStore((state) => state.signInRequired.open);
  const close = useOverlaysStore((state) => state.closeSignInRequired);
  const signIn = useSignIn();
  const [values, setValues] = useState(EMPTY);
  const [error, showError] = useTimedValue<FormErrorState<SignInRequiredField>>(FORM_ERROR_MS);
  const [busy, setBusy] = useState(false);

  const finish = (outcome: 'signed-in' | 'dismissed') => {
    setValues(EMPTY);
    showError(null);
    close(outcome);
  };

  const onSubmit = async () => {
    const check = validateSignInModal(values);
    if (!check.ok) return showError(check);
    setBusy(true);
    const outcome = await signIn({ emailId: check.value.email, password: check.value.password });
    setBusy(false);
    if (!outcome.ok) return showError({ message: outcome.message, errors: [] });
    finish('signed-in');
  };

  return (
    <SignInRequiredDialog
      open={open}
      values={values}
      error={error ?? undefined}
      busy={busy}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onSubmit={() => void onSubmit()}
      onSignUp={() => finish('dismissed')}
      onClose={() => finish('dismissed')}
    />
  );
}
