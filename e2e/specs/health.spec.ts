import { expect, test } from '../fixtures';

test(
  '/health shows the healthy status of the API and its database',
  { tag: '@embedded' },
  async ({ healthPage }) => {
    await healthPage.open();

    await expect(healthPage.heading).toBeVisible();
    await expect(healthPage.status).toHaveText('ok');
    await expect(healthPage.message).toHaveText('Database connection is healthy');
    await expect(healthPage.error).toHaveCount(0);
  },
);

test('/health shows the error and retries until the server answers', async ({ healthPage, page }) => {
  let failing = true;
  await page.route('**/api/v1/health', (route) =>
    failing ? route.fulfill({ status: 503, json: { error: 'Health check failed' } }) : route.fallback(),
  );
  await healthPage.open();
  await expect(healthPage.error).toHaveText('Error: Health check failed');

  failing = false;
  await healthPage.retryButton.click();
  await expect(healthPage.message).toHaveText('Database connection is healthy');
});
