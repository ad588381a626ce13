import type { Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';
import { Header } from './Header';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** /login and /auth: the Sign In and Sign Up tabs, the demo panel and the forgot-password wizard. */
export class AuthPage {
  readonly header: Header;
  readonly signUpTab: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly signInButton: Locator;
  readonly signInError: Locator;
  readonly forgotPasswordLink: Locator;
  /** The Sign In tab's Continue with Google: opens the Google popup (disabled while one runs). */
  readonly googleButton: Locator;
  /** In the order of the form, terms last. */
  readonly signUp: {
    firstName: Locator;
    lastName: Locator;
    email: Locator;
    password: Locator;
    confirmPassword: Locator;
    terms: Locator;
    submit: Locator;
  };
  readonly forgotPassword: ForgotPasswordDialog;
  private readonly signUpForm: Locator;

  constructor(private readonly page: Page) {
    this.header = new Header(page);
    this.signUpTab = page.getByRole('tab', { name: 'Sign Up' });
    const signInForm = page.getByRole('form', { name: 'Sign In', exact: true });
    this.email = signInForm.getByLabel('Email');
    this.password = signInForm.getByLabel('Password', { exact: true });
    this.rememberMe = signInForm.getByRole('checkbox', { name: 'Remember me' });
    this.signInButton = signInForm.getByRole('button', { name: 'Sign In', exact: true });
    this.signInError = signInForm.getByRole('alert');
    this.forgotPasswordLink = signInForm.getByRole('button', { name: 'Forgot password?' });
    this.googleButton = page.getByTestId(testIds.signIn.google);
    this.signUpForm = page.getByRole('form', { name: 'Sign Up', exact: true });
    this.signUp = {
      firstName: this.signUpForm.getByLabel('First name'),
      lastName: this.signUpForm.getByLabel('Last name'),
      email: this.signUpForm.getByLabel('Email'),
      password: this.signUpForm.getByLabel('Password', { exact: true }),
      confirmPassword: this.signUpForm.getByLabel('Confirm password'),
      terms: this.signUpForm.getByRole('checkbox', { name: /^I agree to the/ }),
      submit: this.signUpForm.getByRole('button', { name: 'Sign Up', exact: true }),
    };
    this.forgotPassword = new ForgotPasswordDialog(page);
  }

  async open(path: '/login' | '/auth' = '/login'): Promise<void> {
    await this.page.goto(path);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }

  /** The demo panel's Fill button of an account ('Fill Standard user'). */
  async fillDemoAccount(label: 'Standard user' | 'Locked user' | 'Problem user'): Promise<void> {
    await this.page.getByRole('button', { name: `Fill ${label}` }).click();
  }

  async signUpAs(account: NewAccount, { acceptTerms = true, confirmPassword = account.password } = {}) {
    await this.signUpTab.click();
    await this.signUp.firstName.fill(account.firstName);
    await this.signUp.lastName.fill(account.lastName);
    await this.signUp.email.fill(account.email);
    await this.signUp.password.fill(account.password);
    await this.signUp.confirmPassword.fill(confirmPassword);
    // Set either way, so the form can be filled again after a refused submit.
    await this.signUp.terms.setChecked(acceptTerms);
    await this.signUp.submit.click();
  }

  /** A message of the Sign Up tab, wherever the form shows it (its alert or under a field). */
  signUpMessage(text: string): Locator {
    return this.signUpForm.getByText(text, { exact: true });
  }
}

/** The forgot-password wizard: one dialog whose name is the step's title. */
export class ForgotPasswordDialog {
  /** By test id: the dialog's accessible name changes with every step. */
  readonly dialog: Locator;
  readonly email: Locator;
  readonly sendOtp: Locator;
  readonly otp: Locator;
  readonly verifyOtp: Locator;
  readonly resendCountdown: Locator;
  readonly resendOtp: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly resetPassword: Locator;
  readonly close: Locator;
  readonly error: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByTestId(testIds.forgotPassword.dialog);
    this.email = this.dialog.getByLabel('Email');
    this.sendOtp = this.dialog.getByRole('button', { name: 'Send OTP' });
    this.otp = this.dialog.getByLabel('OTP', { exact: true });
    this.verifyOtp = this.dialog.getByRole('button', { name: 'Verify OTP' });
    this.resendCountdown = this.dialog.getByText(/^Resend OTP in \d+s$/);
    this.resendOtp = this.dialog.getByRole('button', { name: 'Resend OTP' });
    this.newPassword = this.dialog.getByLabel('New password');
    this.confirmPassword = this.dialog.getByLabel('Confirm password');
    this.resetPassword = this.dialog.getByRole('button', { name: 'Reset Password' });
    this.close = this.dialog.getByRole('button', { name: 'Close', exact: true });
    this.error = this.dialog.getByRole('alert');
  }

  /** The wizard showing the step titled `title` ('Enter OTP'). */
  step(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }
}
