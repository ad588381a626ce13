import type { Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';

export class HealthPage {
  readonly heading: Locator;
  readonly status: Locator;
  readonly message: Locator;
  readonly refreshButton: Locator;
  readonly error: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'System Health Status' });
    this.status = page.getByTestId(testIds.health.status);
    this.message = page.getByTestId(testIds.health.message);
    this.refreshButton = page.getByRole('button', { name: 'Refresh' });
    this.error = page.getByTestId(testIds.health.error);
  }

  async open(): Promise<void> {
    await this.page.goto('/health');
  }
}
