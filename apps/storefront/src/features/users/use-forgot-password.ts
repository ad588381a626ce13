import {
  failureText,
  fieldErrorsOf,
  FORM_ERROR_MS,
  OTP_RESEND_COUNTDOWN_S,
  type CallOperation,
  type FormErrors,
} from '@shop/core';
import {
  forgotPasswordRequestFields,
  forgotPasswordMessages as texts,
  previousForgotPasswordStep,
  validateForgotEmail,
  validateOtpSubmission,
  validateResetSubmission,
  resetPasswordRequestFields,
  verifyOtpRequestFields,
  type ForgotPasswordField,
  type ForgotPasswordStep,
} from '@shop/core/users';
import type { ForgotPasswordDialogProps, ForgotPasswordValues } from '@shop/ui/users';
import { useEffect, useState } from 'react';
import { useResetPasswordMutation, useSendOtpMutation, useVerifyOtpMutation } from './api/users';
import { useTimedValue } from '../../lib/use-timed-value';
import { notify } from '../../stores/notices-store';

const EMPTY: ForgotPasswordValues = {
  email: '',
  otp: '',
  newPassword: '',
  confirmPassword: '',
  showPassword: false,
};

/** The request fields each call's reply may name, as the wizard's fields. */
const replyFields: Partial<Record<CallOperation, Readonly<Record<string, ForgotPasswordField>>>> = {
  sendOtp: forgotPasswordRequestFields,
  resendOtp: forgotPasswordRequestFields,
  verifyOtp: verifyOtpRequestFields,
  resetPassword: resetPasswordRequestFields,
};

/**
 * The forgot-password wizard (spec §4): email → otp → password → success, Back from otp and
 * password, the resend countdown from 30 s, errors clearing after 5 s. Opening it starts over.
 * Each submit starts without the last attempt's error, and each step starts without the last
 * step's.
 */
export function useForgotPassword(): ForgotPasswordDialogProps & { openDialog: () => void } {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<ForgotPasswordStep>('email');
  const [values, setValues] = useState(EMPTY);
  const [error, showError] = useTimedValue<FormErrors<ForgotPasswordField>>(FORM_ERROR_MS);
  const sendCode = useSendOtpMutation();
  const verifyCode = useVerifyOtpMutation();
  const reset = useResetPasswordMutation();
  const busy = sendCode.isPending || verifyCode.isPending || reset.isPending;
  const [resendSecondsLeft, setResendSecondsLeft] = useState(0);
  /** The address the code was sent to and the token the code bought (kept between steps). */
  const [otpEmail, setOtpEmail] = useState<string | null>(null);
  const [resetToken, setResetToken] = useState<string | null>(null);

  const counting = open && step === 'otp' && resendSecondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const tick = setInterval(() => setResendSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1_000);
    return () => clearInterval(tick);
  }, [counting]);

  /** A failed call becomes the step's error (and marks the fields the reply names). */
  const failed = (operation: CallOperation) => (caught: unknown) => {
    const message = failureText(operation, caught);
    // A code the server refuses without naming a field is about the OTP field.
    const refusal = operation === 'verifyOtp' ? ({ field: 'otp', message } as const) : undefined;
    showError({ message, errors: fieldErrorsOf(caught, replyFields[operation] ?? {}, refusal) });
  };

  /** A step reached: nothing of the last step's errors comes along. */
  const goTo = (next: ForgotPasswordStep) => {
    showError(null);
    setStep(next);
  };

  const onSendOtp = () => {
    showError(null);
    const email = validateForgotEmail(values.email);
    if (!email.ok) return showError(email);
    sendCode.mutate(email.value, {
      onSuccess: () => {
        notify(texts.otpSent);
        setOtpEmail(email.value);
        goTo('otp');
        setResendSecondsLeft(OTP_RESEND_COUNTDOWN_S);
      },
      onError: failed('sendOtp'),
    });
  };

  const onResendOtp = () => {
    showError(null);
    if (!otpEmail) return showError({ message: texts.emailMissing, errors: [] });
    sendCode.mutate(otpEmail, {
      onSuccess: () => {
        notify(texts.otpResent);
        setValues((current) => ({ ...current, otp: '' }));
        setResendSecondsLeft(OTP_RESEND_COUNTDOWN_S);
      },
      onError: failed('resendOtp'),
    });
  };

  const onVerifyOtp = () => {
    showError(null);
    const submission = validateOtpSubmission({ email: otpEmail, otp: values.otp });
    if (!submission.ok) return showError(submission);
    verifyCode.mutate(submission.value, {
      onSuccess: (reply) => {
        notify(texts.otpVerified);
        setResetToken(reply.resetToken);
        goTo('password');
      },
      onError: failed('verifyOtp'),
    });
  };

  const onResetPassword = () => {
    showError(null);
    const submission = validateResetSubmission({ ...values, resetToken });
    if (!submission.ok) return showError(submission);
    reset.mutate(submission.value, {
      onSuccess: () => {
        notify(texts.passwordReset);
        setResetToken(null);
        goTo('success');
      },
      onError: failed('resetPassword'),
    });
  };

  return {
    open,
    step,
    values,
    error: error ?? undefined,
    busy,
    resendSecondsLeft,
    onChange: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    onSendOtp,
    onVerifyOtp,
    onResendOtp,
    onResetPassword,
    onBack: () => {
      const previous = previousForgotPasswordStep(step);
      if (previous) goTo(previous);
      else showError(null);
    },
    onClose: () => setOpen(false),
    openDialog: () => {
      // Spec §4: opening the dialog resets inputs, errors and countdown.
      setValues(EMPTY);
      showError(null);
      setResendSecondsLeft(0);
      setOtpEmail(null);
      setResetToken(null);
      setStep('email');
      setOpen(true);
    },
  };
}
