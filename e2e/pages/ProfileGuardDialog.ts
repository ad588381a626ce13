import type { Locator, Page } from '@playwright/test';

/** 'Sign In required': what Profile asks a signed-out user (spec §2). */
export class ProfileGuardDialog {
  readonly dialog: Locator;
  readonly signInButton: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Sign In required', exact: true });
    this.signInButton = this.dialog.getByRole('button', { name: 'Sign In', exact: true });
  }
}
