import {
  forgotPasswordMessages,
  forgotPasswordStepTitles,
  passwordRuleMessages,
  sanitizeOtpInput,
  type ForgotPasswordField,
  type ForgotPasswordStep,
} from '@shop/core/users';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { forgotPasswordLabels as labels } from '../../account-labels';
import type { FieldChangeHandler, FormErrorState } from '../../form-types';
import { testIds } from '../../testIds';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Dialog } from '../Dialog/Dialog';
import { FormAlert } from '../FormAlert/FormAlert';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { LinkButton } from '../Link/LinkButton';
import { TextField } from '../TextField/TextField';
import * as styles from './ForgotPasswordDialog.css';

export interface ForgotPasswordValues {
  email: string;
  otp: string;
  newPassword: string;
  confirmPassword: string;
  showPassword: boolean;
}

export type { ForgotPasswordField };

const stepFields: Record<ForgotPasswordStep, readonly ForgotPasswordField[]> = {
  email: ['email'],
  otp: ['otp'],
  password: ['newPassword', 'confirmPassword'],
  success: [],
};

export interface ForgotPasswordDialogProps {
  open: boolean;
  step: ForgotPasswordStep;
  values: ForgotPasswordValues;
  /** The OTP arrives already cleaned (digits only, at most 6: `sanitizeOtpInput`). */
  onChange: FieldChangeHandler<ForgotPasswordValues>;
  /**
   * The failed check or call: `message` in the step's red box; the step's fields among `errors` are
   * marked invalid and point at it (a failed `validateOtp(...)` fits as is).
   */
  error?: FormErrorState<ForgotPasswordField>;
  /** A call is in flight: the step's primary button (and Resend OTP) is disabled. */
  busy?: boolean;
  /** Seconds until Resend OTP is offered; the caller counts down (spec §4: from 30). */
  resendSecondsLeft: number;
  onSendOtp: () => void;
  onVerifyOtp: () => void;
  onResendOtp: () => void;
  onResetPassword: () => void;
  /** Back: otp → email, password → otp (the caller moves the step). */
  onBack: () => void;
  /** Escape, the close icon, or the last step's Close button. */
  onClose: () => void;
  /** Demo mode: the demo mailbox, offered on the OTP step for reading the code (a new tab). */
  mailboxHref?: string;
}

/**
 * The forgot-password wizard (spec §2, §4): Forgot Password → Enter OTP → Create New Password →
 * Password Reset Complete. Each step is a form (Enter submits); its primary button sits in the
 * dialog's footer, tied to the form by `form=`. Focus moves to the new step's first field when the
 * step changes. The last step has no close icon, only a Close button.
 */
export function ForgotPasswordDialog({
  open,
  step,
  values,
  onChange,
  error,
  busy = false,
  resendSecondsLeft,
  onSendOtp,
  onVerifyOtp,
  onResendOtp,
  mailboxHref,
  onResetPassword,
  onBack,
  onClose,
}: ForgotPasswordDialogProps) {
  const id = useId();
  const formId = `${id}-form`;
  const introId = `${id}-intro`;
  const errorId = `${id}-error`;
  const ids = testIds.forgotPassword;

  const marked = new Set(
    (error?.errors ?? []).map((entry) => entry.field).filter((field) => stepFields[step].includes(field)),
  );
  const fieldError = (field: ForgotPasswordField) =>
    marked.has(field) ? { invalid: true, describedBy: errorId } : {};

  // The dialog focuses its first field when it opens; a new step inside it needs the same.
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (!open) return;
    const dialog = stepRef.current?.closest<HTMLElement>('[role="dialog"]');
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open, step]);

  const primary: Record<ForgotPasswordStep, { label: string; testId: string; action: () => void }> = {
    email: { label: labels.sendOtp, testId: ids.sendOtp, action: onSendOtp },
    otp: { label: labels.verifyOtp, testId: ids.verifyOtp, action: onVerifyOtp },
    password: { label: labels.resetPassword, testId: ids.resetPassword, action: onResetPassword },
    success: { label: labels.close, testId: ids.close, action: onClose },
  };
  const { label, testId, action } = primary[step];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action();
  };

  const errorBox = error ? <FormAlert id={errorId} message={error.message} testId={ids.error} /> : null;
  const form = (children: ReactNode) => (
    <form id={formId} noValidate className={styles.form} data-testid={ids.form} onSubmit={submit}>
      {children}
      {errorBox}
    </form>
  );

  let body: ReactNode;
  if (step === 'email') {
    body = (
      <>
        <p id={introId} className={styles.intro} data-testid={ids.intro}>
          {labels.emailIntro}
        </p>
        {form(
          <TextField
            label={labels.email}
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={(value) => onChange('email', value)}
            autoFocusTarget
            testId={ids.email}
            {...fieldError('email')}
          />,
        )}
      </>
    );
  } else if (step === 'otp') {
    body = (
      <>
        <p id={introId} className={styles.intro} data-testid={ids.intro}>
          {labels.otpIntro(values.email.trim())}
        </p>
        {form(
          <>
            <TextField
              label={labels.otp}
              type="text"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={values.otp}
              // Digits only, at most six, whether typed or pasted (spec §5). No maxLength: the
              // browser would cut a pasted '482 913' to '482 91' before the spaces are removed.
              onChange={(value) => onChange('otp', sanitizeOtpInput(value))}
              autoFocusTarget
              testId={ids.otp}
              {...fieldError('otp')}
            />
            <p className={styles.resend}>
              {resendSecondsLeft > 0 ? (
                <span data-testid={ids.resendCountdown}>{labels.resendIn(resendSecondsLeft)}</span>
              ) : (
                <LinkButton disabled={busy} testId={ids.resendOtp} onClick={onResendOtp}>
                  {labels.resendOtp}
                </LinkButton>
              )}
            </p>
            {mailboxHref === undefined ? null : (
              <p className={styles.resend}>
                <Link href={mailboxHref} target="_blank" rel="noopener" testId={ids.mailboxLink}>
                  {labels.mailboxLink}
                </Link>
              </p>
            )}
          </>,
        )}
      </>
    );
  } else if (step === 'password') {
    const type = values.showPassword ? 'text' : 'password';
    body = (
      <>
        <p id={introId} className={styles.intro} data-testid={ids.intro}>
          {labels.passwordIntro}
        </p>
        {form(
          <>
            <TextField
              label={labels.newPassword}
              type={type}
              name="new-password"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={(value) => onChange('newPassword', value)}
              autoFocusTarget
              testId={ids.newPassword}
              hint={passwordRuleMessages.hint}
              hintTestId={ids.newPasswordHint}
              {...fieldError('newPassword')}
            />
            <TextField
              label={labels.confirmPassword}
              type={type}
              name="confirm-password"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(value) => onChange('confirmPassword', value)}
              testId={ids.confirmPassword}
              {...fieldError('confirmPassword')}
            />
            <Checkbox
              label={labels.showPassword}
              checked={values.showPassword}
              onChange={(checked) => onChange('showPassword', checked)}
              testId={ids.showPassword}
            />
          </>,
        )}
      </>
    );
  } else {
    body = (
      <>
        <p id={introId} className={styles.success} data-testid={ids.successMessage}>
          <Icon name="check" />
          <span>{forgotPasswordMessages.passwordReset}</span>
        </p>
        <p className={styles.successHint}>{labels.successHint}</p>
        {errorBox}
      </>
    );
  }

  const isSuccess = step === 'success';
  return (
    <Dialog
      open={open}
      title={forgotPasswordStepTitles[step]}
      onClose={onClose}
      describedBy={introId}
      showCloseButton={!isSuccess}
      width={420}
      testId={ids.dialog}
      footer={
        <>
          {(step === 'otp' || step === 'password') && (
            <Button variant="outline" testId={ids.back} onClick={onBack}>
              {labels.back}
            </Button>
          )}
          {isSuccess ? (
            <Button testId={testId} data-autofocus onClick={onClose}>
              {label}
            </Button>
          ) : (
            <Button type="submit" form={formId} busy={busy} testId={testId}>
              {label}
            </Button>
          )}
        </>
      }
    >
      <div ref={stepRef} className={styles.step} data-testid={ids.step(step)} data-step={step}>
        {body}
      </div>
    </Dialog>
  );
}
