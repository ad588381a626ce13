import type { Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';
import { Header } from './Header';

export class HomePage {
  readonly header: Header;
  readonly categoryGrid: Locator;
  /** Every category card, in the order shown. */
  readonly categoryCards: Locator;
  readonly categoriesFallback: Locator;

  constructor(private readonly page: Page) {
    this.header = new Header(page);
    this.categoryGrid = page.getByTestId(testIds.home.categoryGrid);
    this.categoryCards = this.categoryGrid.locator(`[data-testid^="${testIds.home.categoryCard('')}"]`);
    this.categoriesFallback = page.getByTestId(testIds.home.categoriesFallback);
  }

  async open(): Promise<void> {
    await this.page.goto('/');
  }

  categoryCard(slug: string): Locator {
    return this.page.getByTestId(testIds.home.categoryCard(slug));
  }

  async openCategory(slug: string): Promise<void> {
    await this.categoryCard(slug).click();
  }
}
