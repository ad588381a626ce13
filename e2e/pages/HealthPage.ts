import type { Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';

export class HealthPage {
  readonly heading: Locator;
  /** The status and message are plain text in the screen: no role tells them apart. */
  readonly status: Locator;
  readonly message: Locator;
  readonly error: Locator;
  readonly retryButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'System Health Status' });
    this.status = page.getByTestId(testIds.health.status);
    this.message = page.getByTestId(testIds.health.message);
    this.error = page.getByRole('main').getByRole('alert');
    this.retryButton = page.getByRole('button', { name: 'Retry' });
  }

  async open(): Promise<void> {
    await this.page.goto('/health');
  }
}
