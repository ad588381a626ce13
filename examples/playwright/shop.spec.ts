import { expect, test } from '@playwright/test';

// playwright.config.ts: use: { baseURL: 'http://localhost:3000' } (the shop that `pnpm start` runs).

test.beforeEach(async ({ page }) => {
  // The welcome tour opens once per browser; a suite marks it seen.
  await page.addInitScript(() => localStorage.setItem('demo.welcomeTour.seen', 'true'));
});

test('a fresh account signs in and puts a product in its cart', async ({ page, request }) => {
  // One account per test, made through the test-data API: parallel tests never share a cart.
  const created = await request.post('/api/v1/qa/users', { data: {} });
  expect(created.status()).toBe(201);
  const { user, password } = await created.json();

  await page.goto('/login');
  await page.getByTestId('sign-in-email').fill(user.emailId);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('header-user-name')).toContainText(user.firstName);

  await page.goto('/product/6/602');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast-region')).toContainText('Added to cart');
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
});

test('a live scenario: the listing fails, for this browser only', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'qa_scenarios', value: 'products.listByCategory.error', url: baseURL! }]);
  await page.goto('/products?categoryId=1&category=mobiles');
  await expect(page.getByText('Unable to load latest products. Showing sample products.')).toBeVisible();
});
