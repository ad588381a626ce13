import type { Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';

/** The header shown on every page (spec §2). */
export class Header {
  readonly root: Locator;
  readonly logo: Locator;
  readonly searchInput: Locator;
  readonly searchCategory: Locator;
  readonly cartLink: Locator;
  readonly cartCount: Locator;
  readonly profileLink: Locator;
  readonly signInLink: Locator;
  readonly signOutButton: Locator;
  readonly userName: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId(testIds.header.root);
    this.logo = page.getByTestId(testIds.header.logo);
    this.searchInput = page.getByTestId(testIds.header.searchInput);
    this.searchCategory = page.getByTestId(testIds.header.searchCategory);
    this.cartLink = page.getByTestId(testIds.header.cartLink);
    this.cartCount = page.getByTestId(testIds.header.cartCount);
    this.profileLink = page.getByTestId(testIds.header.profileLink);
    this.signInLink = page.getByTestId(testIds.header.signInLink);
    this.signOutButton = page.getByTestId(testIds.header.signOutButton);
    this.userName = page.getByTestId(testIds.header.userName);
  }
}
