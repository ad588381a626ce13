import type { Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';

/** The 'Sign In Required' modal of every page (spec §2 "Overlays"). */
export class SignInRequiredModal {
  readonly dialog: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Sign In Required' });
    this.email = page.getByTestId(testIds.signInRequired.email);
    this.password = page.getByTestId(testIds.signInRequired.password);
    this.submit = page.getByTestId(testIds.signInRequired.submit);
    this.error = page.getByTestId(testIds.signInRequired.error);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
