import type { Locator, Page } from '@playwright/test';

/** The 'Sign In Required' modal of every page (spec §2 "Overlays"). */
export class SignInRequiredModal {
  readonly dialog: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Sign In Required', exact: true });
    this.email = this.dialog.getByLabel('Email');
    this.password = this.dialog.getByLabel('Password', { exact: true });
    this.submit = this.dialog.getByRole('button', { name: 'Sign In', exact: true });
    this.error = this.dialog.getByRole('alert');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
