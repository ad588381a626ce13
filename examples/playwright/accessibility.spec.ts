import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// playwright.config.ts: use: { baseURL: 'http://localhost:3000' } (the shop that `pnpm start` runs).

test.beforeEach(async ({ page }) => {
  // The welcome tour opens once per browser; a suite marks it seen.
  await page.addInitScript(() => localStorage.setItem('demo.welcomeTour.seen', 'true'));
});

test('the listing has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/products?categoryId=1&category=mobiles');
  // axe reads the page as it is when it runs: wait for the products, not the loading skeleton.
  await expect(page.getByTestId('listing-count')).toBeVisible();

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    // The rule and the elements that break it: a failure that says what to fix.
    .map((violation) => ({ rule: violation.id, elements: violation.nodes.map((node) => node.target) }));
  expect(blocking).toEqual([]);
});
