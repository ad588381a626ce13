import type { Locator, Page } from '@playwright/test';
import { Header } from './Header';

export class HomePage {
  readonly header: Header;
  /** Every category card (a link each), in the order shown. */
  readonly categoryCards: Locator;
  readonly categoriesFallback: Locator;

  constructor(private readonly page: Page) {
    this.header = new Header(page);
    const categories = page.getByRole('region', { name: 'Shop by Category' });
    this.categoryCards = categories.getByRole('list').getByRole('link');
    this.categoriesFallback = categories.getByRole('status');
  }

  async open(): Promise<void> {
    await this.page.goto('/');
  }

  /** The card whose title is `name` ('Mobiles & Tablets'); its badge is part of the link's name. */
  categoryCard(name: string): Locator {
    return this.categoryCards.filter({ hasText: name });
  }
}
