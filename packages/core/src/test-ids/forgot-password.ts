export const forgotPasswordTestIds = {
  dialog: 'forgot-password-dialog',
  /** The current step's region, e.g. `forgot-password-step-otp`. */
  step: (step: string) => `forgot-password-step-${step}`,
  /** The step's intro line ('Enter the 6-digit OTP sent to …'). */
  intro: 'forgot-password-intro',
  form: 'forgot-password-form',
  email: 'forgot-password-email',
  sendOtp: 'forgot-password-send-otp',
  otp: 'forgot-password-otp',
  verifyOtp: 'forgot-password-verify-otp',
  /** 'Resend OTP in 12s' while the countdown runs. */
  resendCountdown: 'forgot-password-resend-countdown',
  resendOtp: 'forgot-password-resend-otp',
  /** Demo mode: the link to the demo mailbox on the OTP step (opens a new tab). */
  mailboxLink: 'forgot-password-mailbox-link',
  newPassword: 'forgot-password-new-password',
  /** The password rule under the new-password field, shown before the user fails it. */
  newPasswordHint: 'forgot-password-new-password-hint',
  confirmPassword: 'forgot-password-confirm-password',
  showPassword: 'forgot-password-show-password',
  resetPassword: 'forgot-password-reset-password',
  back: 'forgot-password-back',
  error: 'forgot-password-error',
  successMessage: 'forgot-password-success-message',
  /** The 'Close' button of the last step (the dialog's close icon is `forgot-password-dialog-close`). */
  close: 'forgot-password-close',
} as const;
