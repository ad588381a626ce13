import {
  failureText,
  fieldErrorsOf,
  forgotPasswordRequestFields,
  FORM_ERROR_MS,
  forgotPasswordMessages as texts,
  OTP_RESEND_COUNTDOWN_S,
  previousForgotPasswordStep,
  validateForgotEmail,
  validateOtpSubmission,
  validateResetSubmission,
  resetPasswordRequestFields,
  verifyOtpRequestFields,
  type CallOperation,
  type ForgotPasswordField,
  type ForgotPasswordStep,
  type FormErrors,
} from '@shop/core';
import type { ForgotPasswordDialogProps, ForgotPasswordValues } from '@shop/ui';
import { useEffect, useState } from 'react';
import { resetPassword, sendOtp, verifyOtp } from '../../api/users';
import { useTimedValue } from '../../lib/use-timed-value';
import { useOverlaysStore } from '../../stores/overlays-store';

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
 */
export function useForgotPassword(): ForgotPasswordDialogProps & { openDialog: () => void } {
  const notify = useOverlaysStore((state) => state.notify);
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<ForgotPasswordStep>('email');
  const [values, setValues] = useState(EMPTY);
  const [error, showError] = useTimedValue<FormErrors<ForgotPasswordField>>(FORM_ERROR_MS);
  const [busy, setBusy] = useState(false);
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

  /** Runs one call with the busy flag; its failure becomes the step's error. */
  async function attempt(run: () => Promise<void>, operation: CallOperation): Promise<void> {
    setBusy(true);
    try {
      await run();
    } catch (caught) {
      const message = failureText(operation, caught);
      // A code the server refuses without naming a field is about the OTP field.
      const refusal = operation === 'verifyOtp' ? ({ field: 'otp', message } as const) : undefined;
      showError({ message, errors: fieldErrorsOf(caught, replyFields[operation] ?? {}, refusal) });
    } finally {
      setBusy(false);
    }
  }

  const onSendOtp = () => {
    const email = validateForgotEmail(values.email);
    if (!email.ok) return showError(email);
    void attempt(async () => {
      await sendOtp(email.value);
      notify(texts.otpSent);
      setOtpEmail(email.value);
      setStep('otp');
      setResendSecondsLeft(OTP_RESEND_COUNTDOWN_S);
    }, 'sendOtp');
  };

  const onResendOtp = () => {
    if (!otpEmail) return showError({ message: texts.emailMissing, errors: [] });
    void attempt(async () => {
      await sendOtp(otpEmail);
      notify(texts.otpResent);
      setValues((current) => ({ ...current, otp: '' }));
      setResendSecondsLeft(OTP_RESEND_COUNTDOWN_S);
    }, 'resendOtp');
  };

  const onVerifyOtp = () => {
    const submission = validateOtpSubmission({ email: otpEmail, otp: values.otp });
    if (!submission.ok) return showError(submission);
    void attempt(async () => {
      const reply = await verifyOtp(submission.value.email, submission.value.otp);
      notify(texts.otpVerified);
      setResetToken(reply.resetToken);
      setStep('password');
    }, 'verifyOtp');
  };

  const onResetPassword = () => {
    const submission = validateResetSubmission({ ...values, resetToken });
    if (!submission.ok) return showError(submission);
    void attempt(async () => {
      await resetPassword(submission.value);
      notify(texts.passwordReset);
      setResetToken(null);
      setStep('success');
    }, 'resetPassword');
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
      if (previous) setStep(previous);
      showError(null);
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
