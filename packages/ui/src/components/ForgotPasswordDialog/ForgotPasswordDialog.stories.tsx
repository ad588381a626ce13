import { fieldErrorsFromReply } from '@shop/core';
import {
  forgotPasswordMessages as messages,
  resetPasswordRequestFields,
  type ForgotPasswordField,
  type ForgotPasswordStep,
} from '@shop/core/users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FormErrorState } from '../../form-types';
import { formError, interaction, mobileVariant } from '../../screens/AuthScreen/auth-fixtures';
import {
  ForgotPasswordDialog,
  type ForgotPasswordDialogProps,
  type ForgotPasswordValues,
} from './ForgotPasswordDialog';

const emptyValues: ForgotPasswordValues = {
  email: '',
  otp: '',
  newPassword: '',
  confirmPassword: '',
  showPassword: false,
};
const EMAIL = 'asha.verma@example.in';
// Typed out from the spec's rule (§5/§9), not read back from @shop/core.
const HINT =
  'Use at least 8 characters with uppercase, lowercase, number, and special character. No spaces or common passwords.';

const onChange = fn();
const onSendOtp = fn();
const onVerifyOtp = fn();
const onResendOtp = fn();
const onResetPassword = fn();
const onBack = fn();
const onClose = fn();
const spies = [onChange, onSendOtp, onVerifyOtp, onResendOtp, onResetPassword, onBack, onClose];

const meta = {
  title: 'Components/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: {
    open: true,
    step: 'email',
    values: emptyValues,
    busy: false,
    resendSecondsLeft: 30,
    onChange,
    onSendOtp,
    onVerifyOtp,
    onResendOtp,
    onResetPassword,
    onBack,
    onClose,
  },
  argTypes: { step: { control: 'select', options: ['email', 'otp', 'password', 'success'] } },
  beforeEach: () => {
    for (const spy of spies) spy.mockClear();
  },
} satisfies Meta<typeof ForgotPasswordDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

// Design states

const stepValues: Record<ForgotPasswordStep, ForgotPasswordValues> = {
  email: emptyValues,
  otp: { ...emptyValues, email: EMAIL },
  password: { ...emptyValues, email: EMAIL, otp: '482913' },
  success: { ...emptyValues, email: EMAIL, otp: '482913' },
};

// Step 1 — Forgot Password
export const EmailStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Forgot Password' });
    await expect(dialog).toHaveAttribute('data-testid', 'forgot-password-dialog');
    await expect(canvas.getByTestId('forgot-password-step-email')).toBeVisible();
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAttribute('data-testid', 'forgot-password-email');
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const EmailStepMobile = mobileVariant(EmailStep);

export const SendingOtp: Story = {
  args: { values: { ...emptyValues, email: EMAIL }, busy: true },
  play: async ({ canvasElement }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Send OTP' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * A message in the step's red box; `invalidTestIds` are the fields in error (marked invalid and
 * described by it, after the password hint), every other field of the step stays unmarked.
 */
function errorStory(
  step: ForgotPasswordStep,
  error: FormErrorState<ForgotPasswordField>,
  expectedText: string,
  invalidTestIds: readonly string[],
  extra: Partial<Pick<ForgotPasswordDialogProps, 'values' | 'resendSecondsLeft'>> = {},
): Story {
  return {
    args: { step, values: stepValues[step], error, ...extra },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const alert = canvas.getByRole('alert');
      await expect(alert).toHaveTextContent(expectedText);
      await expect(alert).toHaveAttribute('data-testid', 'forgot-password-error');
      const marked = Array.from(canvasElement.querySelectorAll('[aria-invalid="true"]'));
      await expect(marked.map((element) => element.getAttribute('data-testid'))).toEqual(invalidTestIds);
      for (const field of marked) {
        const hinted = field.getAttribute('data-testid') === 'forgot-password-new-password';
        await expect(field).toHaveAccessibleDescription(hinted ? `${HINT} ${expectedText}` : expectedText);
      }
    },
  };
}

export const EmailRequired = errorStory(
  'email',
  formError(messages.emailRequired, ['email']),
  'Please enter your email address',
  ['forgot-password-email'],
);

export const EmailInvalid = errorStory(
  'email',
  formError(messages.emailInvalid, ['email']),
  'Please enter a valid email address',
  ['forgot-password-email'],
  { values: { ...emptyValues, email: 'asha@' } },
);

export const SendFailed = errorStory('email', formError(messages.sendFailed), 'Failed to send OTP', []);

export const SendFailedRetry = errorStory(
  'email',
  formError(messages.sendFailedRetry),
  'Failed to send OTP. Please try again.',
  [],
);

// Step 2 — Enter OTP
export const OtpStepCountdown: Story = {
  args: { step: 'otp', values: stepValues.otp, resendSecondsLeft: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
    await expect(canvas.getByTestId('forgot-password-intro')).toHaveTextContent(
      'Enter the 6-digit OTP sent to asha.verma@example.in.',
    );
    const otp = canvas.getByLabelText('OTP');
    await expect(otp).toHaveFocus();
    await expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(otp).toHaveAttribute('inputmode', 'numeric');
    await expect(otp).toHaveAttribute('data-testid', 'forgot-password-otp');

    // §4: Resend OTP shows only when the countdown reaches 0.
    await expect(canvas.getByTestId('forgot-password-resend-countdown')).toHaveTextContent(
      'Resend OTP in 30s',
    );
    await expect(canvas.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    // Outside demo mode there is no mailbox to point to.
    await expect(canvas.queryByRole('link', { name: /demo mailbox/ })).toBeNull();
  },
};

/** Demo mode: the OTP step points to the demo mailbox, where the code waits (a new tab). */
export const OtpStepWithDemoMailbox: Story = {
  args: { step: 'otp', values: stepValues.otp, resendSecondsLeft: 30, mailboxHref: '/mailbox' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Read the code in the demo mailbox (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', '/mailbox');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('data-testid', 'forgot-password-mailbox-link');
  },
};

export const OtpStepWithDemoMailboxMobile = mobileVariant(OtpStepWithDemoMailbox);

export const OtpStepCountdownNearlyDone: Story = {
  args: { step: 'otp', values: stepValues.otp, resendSecondsLeft: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Resend OTP in 1s')).toBeVisible();
  },
};

export const OtpStepResendAvailable: Story = {
  args: { step: 'otp', values: { ...stepValues.otp, otp: '4829' }, resendSecondsLeft: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('forgot-password-resend-countdown')).toBeNull();
    await expect(canvas.queryByText(/Resend OTP in/)).toBeNull();
    const resend = canvas.getByRole('button', { name: 'Resend OTP' });
    await expect(resend).toHaveAttribute('data-testid', 'forgot-password-resend-otp');
  },
};

export const VerifyingOtp: Story = {
  args: { step: 'otp', values: { ...stepValues.otp, otp: '482913' }, busy: true, resendSecondsLeft: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};

function OtpWithState(args: ForgotPasswordDialogProps) {
  const [values, setValues] = useState(args.values);
  return (
    <ForgotPasswordDialog
      {...args}
      values={values}
      onChange={(field, value) => {
        args.onChange(field, value);
        setValues((current) => ({ ...current, [field]: value }));
      }}
    />
  );
}

export const OtpRequired = errorStory(
  'otp',
  formError(messages.otpRequired, ['otp']),
  'Please enter the OTP',
  ['forgot-password-otp'],
);

export const OtpInvalid = errorStory(
  'otp',
  formError(messages.otpInvalid, ['otp']),
  'Please enter a valid 6-digit OTP',
  ['forgot-password-otp'],
  { values: { ...stepValues.otp, otp: '4829' } },
);

export const EmailNotFound = errorStory(
  'otp',
  formError(messages.emailMissing),
  'Email not found. Please start over.',
  [],
);

/** A code the server refuses is about the OTP field (the container says so). */
export const OtpRejected = errorStory('otp', formError(messages.otpRejected, ['otp']), 'Invalid OTP', [
  'forgot-password-otp',
]);

export const OtpRejectedRetry = errorStory(
  'otp',
  formError(messages.otpRejectedRetry, ['otp']),
  'Invalid OTP. Please try again.',
  ['forgot-password-otp'],
);

export const VerifyFailed = errorStory(
  'otp',
  formError(messages.verifyFailed),
  'OTP verification failed',
  [],
);

export const VerifyFailedRetry = errorStory(
  'otp',
  formError(messages.verifyFailedRetry),
  'OTP verification failed. Please try again.',
  [],
);

export const VerifyNetworkError = errorStory(
  'otp',
  formError(messages.network),
  'Network error occurred',
  [],
);

export const ResendFailed = errorStory(
  'otp',
  formError(messages.resendFailedRetry),
  'Failed to resend OTP. Please try again.',
  [],
  { resendSecondsLeft: 0 },
);

// Step 3 — Create New Password
export const PasswordStep: Story = {
  args: { step: 'password', values: stepValues.password },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Create New Password' })).toBeVisible();
    const newPassword = canvas.getByLabelText('New password');
    const confirm = canvas.getByLabelText('Confirm password');
    await expect(newPassword).toHaveFocus();
    for (const field of [newPassword, confirm]) {
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toHaveAttribute('autocomplete', 'new-password');
    }
    await expect(confirm).toHaveAttribute('data-testid', 'forgot-password-confirm-password');
    // Item 10: the password rule shows under the new password before the user fails it.
    await expect(canvas.getByTestId('forgot-password-new-password-hint')).toHaveTextContent(HINT);
    await expect(canvas.getByTestId('forgot-password-new-password-hint')).toBeVisible();
    await expect(newPassword).toHaveAccessibleDescription(HINT);
  },
};

export const PasswordStepMobile = mobileVariant(PasswordStep);

export const PasswordStepShown: Story = {
  args: {
    step: 'password',
    values: {
      ...stepValues.password,
      newPassword: 'Mango#Tree42',
      confirmPassword: 'Mango#Tree42',
      showPassword: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('New password')).toHaveValue('Mango#Tree42');
  },
};

export const ResettingPassword: Story = {
  args: {
    step: 'password',
    values: { ...stepValues.password, newPassword: 'Mango#Tree42', confirmPassword: 'Mango#Tree42' },
    busy: true,
  },
  play: async ({ canvasElement }) => {
    const reset = within(canvasElement).getByRole('button', { name: 'Reset Password' });
    await expect(reset).toBeDisabled();
    await expect(reset).toHaveAttribute('aria-busy', 'true');
  },
};

export const NewPasswordRequired = errorStory(
  'password',
  formError(messages.newPasswordRequired, ['newPassword']),
  'Please enter a new password',
  ['forgot-password-new-password'],
);

export const ConfirmPasswordRequired = errorStory(
  'password',
  formError(messages.confirmPasswordRequired, ['confirmPassword']),
  'Please confirm your password',
  ['forgot-password-confirm-password'],
);

export const PasswordTooWeak = errorStory(
  'password',
  formError(messages.passwordWeak, ['newPassword']),
  'Password is too weak. Please use at least 8 characters with uppercase, lowercase, number, and special character.',
  ['forgot-password-new-password'],
);

export const PasswordsDoNotMatch = errorStory(
  'password',
  formError(messages.passwordMismatch, ['confirmPassword']),
  'Passwords do not match',
  ['forgot-password-confirm-password'],
);

export const ResetTokenMissing = errorStory(
  'password',
  formError(messages.resetTokenMissing),
  'Reset token not found. Please start over.',
  [],
);

export const ResetFailed = errorStory(
  'password',
  formError(messages.resetFailed),
  'Failed to reset password',
  [],
);

export const ResetFailedRetry = errorStory(
  'password',
  formError(messages.resetFailedRetry),
  'Failed to reset password. Please try again.',
  [],
);

/** The server's re-check refused the password: its field error shows where the form's own does. */
export const ServerFieldError = errorStory(
  'password',
  {
    message: messages.passwordWeak,
    errors: fieldErrorsFromReply(
      { error: messages.passwordWeak, details: { newPassword: messages.passwordWeak } },
      resetPasswordRequestFields,
    ),
  },
  'Password is too weak. Please use at least 8 characters with uppercase, lowercase, number, and special character.',
  ['forgot-password-new-password'],
);

export const PasswordTooWeakMobile = mobileVariant(PasswordTooWeak);

// Step 4 — Password Reset Complete
export const SuccessStep: Story = {
  args: { step: 'success', values: stepValues.success },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Password Reset Complete' });
    await expect(dialog).toHaveAccessibleDescription('Password reset successfully');
    await expect(canvas.getByTestId('forgot-password-success-message')).toHaveTextContent(
      'Password reset successfully',
    );
    // No close icon on this step: the only 'Close' is the button in the footer.
    await expect(canvas.queryByTestId('forgot-password-dialog-close')).toBeNull();
    const closes = canvas.getAllByRole('button', { name: 'Close' });
    await expect(closes).toHaveLength(1);
    const [close] = closes;
    await expect(close).toHaveAttribute('data-testid', 'forgot-password-close');
    await expect(close).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

/** The wizard as a container drives it: each step's primary button moves on; focus follows. */
function Wizard(args: ForgotPasswordDialogProps) {
  const [step, setStep] = useState<ForgotPasswordStep>('email');
  const [values, setValues] = useState(args.values);
  return (
    <ForgotPasswordDialog
      {...args}
      step={step}
      values={values}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onSendOtp={() => setStep('otp')}
      onVerifyOtp={() => setStep('password')}
      onResetPassword={() => setStep('success')}
      onBack={() => setStep((current) => (current === 'password' ? 'otp' : 'email'))}
    />
  );
}

// Interaction tests

export const SendsOtpAndCloses: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'a');
    await expect(onChange).toHaveBeenLastCalledWith('email', 'a');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(onSendOtp).toHaveBeenCalledTimes(1);
    await userEvent.type(email, '{Enter}');
    await expect(onSendOtp).toHaveBeenCalledTimes(2);

    // Every step but the last has the close icon; Escape closes too.
    await userEvent.click(canvas.getByTestId('forgot-password-dialog-close'));
    await expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(onClose).toHaveBeenCalledTimes(2);
  },
};

export const IgnoresSendWhileBusy: Story = {
  ...interaction,
  args: SendingOtp.args,
  play: async ({ canvasElement }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Send OTP' });
    await userEvent.click(send, { pointerEventsCheck: 0 });
    await expect(onSendOtp).not.toHaveBeenCalled();
  },
};

export const VerifiesAndGoesBack: Story = {
  ...interaction,
  args: OtpStepCountdown.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await expect(onVerifyOtp).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(onBack).toHaveBeenCalledTimes(1);
  },
};

export const ResendsOtp: Story = {
  ...interaction,
  args: OtpStepResendAvailable.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend OTP' }));
    await expect(onResendOtp).toHaveBeenCalledTimes(1);
    await expect(onVerifyOtp).not.toHaveBeenCalled();
  },
};

/** §5: the input keeps digits only, at most six, typed or pasted. */
export const KeepsSixDigitsOfOtp: Story = {
  ...interaction,
  args: { step: 'otp', values: stepValues.otp },
  render: (args) => <OtpWithState {...args} />,
  play: async ({ canvasElement }) => {
    const otp = within(canvasElement).getByLabelText('OTP');
    await userEvent.type(otp, 'a1b2-3 c4');
    await expect(otp).toHaveValue('1234');
    for (const [field, value] of onChange.mock.calls) {
      await expect(field).toBe('otp');
      await expect(value).toMatch(/^\d{0,6}$/);
    }
    await userEvent.type(otp, '56789');
    await expect(otp).toHaveValue('123456');
    await userEvent.clear(otp);
    // A code pasted from the e-mail with spaces and dashes keeps all its digits.
    await userEvent.paste('98 76-54x321');
    await expect(otp).toHaveValue('987654');
    await expect(onChange).toHaveBeenLastCalledWith('otp', '987654');
  },
};

export const ReportsPasswordsAndResets: Story = {
  ...interaction,
  args: PasswordStep.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByLabelText('Confirm password');
    await userEvent.type(confirm, 'Z');
    await expect(onChange).toHaveBeenLastCalledWith('confirmPassword', 'Z');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show password' }));
    await expect(onChange).toHaveBeenLastCalledWith('showPassword', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(onResetPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(onBack).toHaveBeenCalledTimes(1);
  },
};

export const ClosesFromSuccessStep: Story = {
  ...interaction,
  args: SuccessStep.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

export const WalksThroughSteps: Story = {
  ...interaction,
  render: (args) => <Wizard {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(canvas.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
    await expect(canvas.getByLabelText('OTP')).toHaveFocus();
    await userEvent.keyboard('482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await expect(canvas.getByRole('dialog', { name: 'Create New Password' })).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByLabelText('OTP')).toHaveFocus();
    await expect(canvas.getByLabelText('OTP')).toHaveValue('482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await userEvent.type(canvas.getByLabelText('New password'), 'Mango#Tree42');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Mango#Tree42');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByRole('dialog', { name: 'Password Reset Complete' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};
