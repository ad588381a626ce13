import {
  failureText,
  FORM_ERROR_MS,
  REDIRECT_AFTER_AUTH_MS,
  signUpMessages,
  toCreateUserRequest,
  validateSignUp,
  type SignUpFieldErrors,
} from '@shop/core';
import type { SignUpFormState, SignUpValues } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { createUser } from '../../api/users';
import { useTimedValue } from '../../lib/use-timed-value';
import { useOverlaysStore } from '../../stores/overlays-store';
import { useSessionStore } from '../../stores/session-store';

const EMPTY: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
  showPassword: false,
};

interface SignUpErrors {
  fieldErrors: SignUpFieldErrors;
  formError?: string;
}

/**
 * The Sign Up tab (spec §4/§5): every field's message, errors clearing after 5 s; on success
 * the user is signed in, 'Account created successfully' shows, and the page reloads to / after
 * about 2.1 s.
 */
export function useSignUpForm(
  reload: (path: string) => void = (path) => window.location.assign(path),
): SignUpFormState & { fieldErrors: SignUpFieldErrors } {
  const [values, setValues] = useState(EMPTY);
  const [errors, showErrors] = useTimedValue<SignUpErrors>(FORM_ERROR_MS);
  const [submitting, setSubmitting] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const onSubmit = async () => {
    const check = validateSignUp(values);
    if (!check.ok) {
      showErrors({ fieldErrors: check.fieldErrors, formError: check.formError });
      return;
    }
    setSubmitting(true);
    try {
      const reply = await createUser(toCreateUserRequest(check.values));
      useSessionStore.getState().establish(reply.user, reply.token);
      useOverlaysStore.getState().notify(signUpMessages.created);
      redirect.current = setTimeout(() => reload('/'), REDIRECT_AFTER_AUTH_MS);
    } catch (error) {
      showErrors({
        fieldErrors: {},
        formError: failureText('signUp', error),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    fieldErrors: errors?.fieldErrors ?? {},
    formError: errors?.formError,
    submitting,
    onChange: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    onSubmit: () => void onSubmit(),
  };
}
