import type { Locator, Page } from '@playwright/test';

/** A route whose screen comes in a later release, and the 404 page: a title and ways forward. */
export class PlaceholderPage {
  readonly heading: Locator;
  readonly homeLink: Locator;
  readonly categoriesLink: Locator;

  constructor(page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    const ways = main.getByRole('navigation', { name: 'Continue shopping' });
    this.homeLink = ways.getByRole('link', { name: 'Go to Home' });
    this.categoriesLink = ways.getByRole('link', { name: 'Browse all categories' });
  }
}
