import { OTP_LENGTH } from '@shop/core';
import { SHOP_NAME } from '@shop/core/brand';

/**
 * The words of the account screens and overlays that the spec names but @shop/core does not hold
 * (field labels, button labels, helper lines). Messages and titles come from @shop/core
 * (`signInMessages`, `forgotPasswordStepTitles` …); these are the UI's own. Exported so the
 * storefront and the e2e page objects read the same words instead of repeating them.
 */
export const accountLabels = {
  screenTitle: `Welcome to ${SHOP_NAME}`,
  tabsLabel: 'Sign in or create an account',
  signInTab: 'Sign In',
  signUpTab: 'Sign Up',

  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  rememberMe: 'Remember me',
  forgotPassword: 'Forgot password?',
  signIn: 'Sign In',
  signingIn: 'Signing in…',
  /** Between the form and the Google button. */
  or: 'or',
  google: 'Continue with Google',

  firstName: 'First name',
  lastName: 'Last name',
  confirmPassword: 'Confirm password',
  /** 'I agree to the Terms & Conditions and Privacy Policy': the two titles are buttons. */
  termsPrefix: 'I agree to the',
  termsJoin: 'and',
  signUp: 'Sign Up',
  creatingAccount: 'Creating account…',

  demoTitle: 'Demo accounts',
  demoIntro: 'For practising test automation. Fill puts the account’s email and password in the form.',
  demoMailboxIntro: 'Mail the shop sends, such as reset codes, waits in the',
  demoMailbox: 'demo mailbox (opens in a new tab)',
  fill: 'Fill',

  noAccount: 'Don’t have an account?',
} as const;

/** The forgot-password dialog's own words (its titles and messages live in @shop/core). */
export const forgotPasswordLabels = {
  emailIntro: 'Enter the email address of your account and we will send you a one-time password (OTP).',
  email: 'Email',
  sendOtp: 'Send OTP',
  mailboxLink: 'Read the code in the demo mailbox (opens in a new tab)',
  otpIntro: (email: string) =>
    email
      ? `Enter the ${OTP_LENGTH}-digit OTP sent to ${email}.`
      : `Enter the ${OTP_LENGTH}-digit OTP sent to your email.`,
  otp: 'OTP',
  verifyOtp: 'Verify OTP',
  resendOtp: 'Resend OTP',
  /** 'Resend OTP in 30s' while the countdown runs (spec §4). */
  resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
  back: 'Back',
  passwordIntro: 'Choose a new password for your account.',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  showPassword: 'Show password',
  resetPassword: 'Reset Password',
  successHint: 'You can now sign in with your new password.',
  close: 'Close',
} as const;

/** Default label of a ConfirmDialog's dismiss button. */
export const CONFIRM_CANCEL_LABEL = 'Cancel';
