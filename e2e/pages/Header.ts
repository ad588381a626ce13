import type { Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';

/** The header shown on every page (spec §2). */
export class Header {
  /** Compare, Cart and Profile: the header's row of actions. */
  readonly actionLinks: Locator;
  readonly profileLink: Locator;
  readonly signInLink: Locator;
  readonly signOutButton: Locator;
  /** 'Hi, Asha': text without a role of its own. */
  readonly userName: Locator;

  constructor(page: Page) {
    const header = page.getByRole('banner');
    this.actionLinks = header.getByRole('navigation', { name: 'Account and cart' }).getByRole('link');
    this.profileLink = header.getByRole('link', { name: 'Profile', exact: true });
    this.signInLink = header.getByRole('link', { name: 'Sign In/Sign Up' });
    this.signOutButton = header.getByRole('button', { name: 'Sign Out' });
    this.userName = header.getByTestId(testIds.header.userName);
  }
}
