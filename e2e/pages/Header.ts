import type { Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';

/** The header shown on every page (spec §2). */
export class Header {
  readonly profileLink: Locator;
  readonly signInLink: Locator;
  readonly signOutButton: Locator;
  /** 'Hi, Asha': text without a role of its own. */
  readonly userName: Locator;

  constructor(page: Page) {
    const header = page.getByRole('banner');
    this.profileLink = header.getByRole('link', { name: 'Profile', exact: true });
    this.signInLink = header.getByRole('link', { name: 'Sign In/Sign Up' });
    this.signOutButton = header.getByRole('button', { name: 'Sign Out' });
    this.userName = header.getByTestId(testIds.header.userName);
  }
}
