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
  readonly signInTab: Locator;
  readonly signUpTab: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly signInButton: Locator;
  readonly signInError: Locator;
  readonly forgotPasswordLink: Locator;
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

  constructor(private readonly page: Page) {
    this.header = new Header(page);
    this.signInTab = page.getByRole('tab', { name: 'Sign In' });
    this.signUpTab = page.getByRole('tab', { name: 'Sign Up' });
    this.email = page.getByTestId(testIds.signIn.email);
    this.password = page.getByTestId(testIds.signIn.password);
    this.rememberMe = page.getByTestId(testIds.signIn.rememberMe);
    this.signInButton = page.getByTestId(testIds.signIn.submit);
    this.signInError = page.getByTestId(testIds.signIn.error);
    this.forgotPasswordLink = page.getByTestId(testIds.signIn.forgotPassword);
    this.signUp = {
      firstName: page.getByTestId(testIds.signUp.firstName),
      lastName: page.getByTestId(testIds.signUp.lastName),
      email: page.getByTestId(testIds.signUp.email),
      password: page.getByTestId(testIds.signUp.password),
      confirmPassword: page.getByTestId(testIds.signUp.confirmPassword),
      terms: page.getByTestId(testIds.signUp.terms),
      submit: page.getByTestId(testIds.signUp.submit),
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

  async fillDemoAccount(kind: 'standard' | 'locked' | 'problem'): Promise<void> {
    await this.page.getByTestId(testIds.demoAccounts.fill(kind)).click();
  }

  async signUpAs(account: NewAccount, { acceptTerms = true, confirmPassword = account.password } = {}) {
    await this.signUpTab.click();
    await this.signUp.firstName.fill(account.firstName);
    await this.signUp.lastName.fill(account.lastName);
    await this.signUp.email.fill(account.email);
    await this.signUp.password.fill(account.password);
    await this.signUp.confirmPassword.fill(confirmPassword);
    if (acceptTerms) await this.signUp.terms.check();
    await this.signUp.submit.click();
  }

  /** The form-level message of the Sign Up tab. */
  signUpMessage(text: string): Locator {
    return this.page.getByTestId(testIds.auth.signUpPanel).getByText(text, { exact: true });
  }
}

export class ForgotPasswordDialog {
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
  readonly error: Locator;

  constructor(page: Page) {
    this.dialog = page.getByTestId(testIds.forgotPassword.dialog);
    this.email = page.getByTestId(testIds.forgotPassword.email);
    this.sendOtp = page.getByTestId(testIds.forgotPassword.sendOtp);
    this.otp = page.getByTestId(testIds.forgotPassword.otp);
    this.verifyOtp = page.getByTestId(testIds.forgotPassword.verifyOtp);
    this.resendCountdown = page.getByTestId(testIds.forgotPassword.resendCountdown);
    this.resendOtp = page.getByTestId(testIds.forgotPassword.resendOtp);
    this.newPassword = page.getByTestId(testIds.forgotPassword.newPassword);
    this.confirmPassword = page.getByTestId(testIds.forgotPassword.confirmPassword);
    this.resetPassword = page.getByTestId(testIds.forgotPassword.resetPassword);
    this.error = this.dialog.getByRole('alert');
  }

  step(title: string): Locator {
    return this.dialog.page().getByRole('dialog', { name: title });
  }
}
