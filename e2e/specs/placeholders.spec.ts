import { expect, test } from '../fixtures';

test('a page that does not exist is no dead end: it links to the categories', async ({
  placeholderPage,
  page,
}) => {
  // Every route of §2 is a real screen now; the 404 page is the one placeholder left.
  await page.goto('/no-such-page');
  await expect(placeholderPage.heading).toHaveText('Page not found');

  await placeholderPage.categoriesLink.click();
  // The listing is a real screen now (listing.spec.ts): every product, and a breadcrumb home.
  await expect(page).toHaveURL('/products?category=all');
  await expect(placeholderPage.heading).toHaveText('All Products');
  await expect(page).toHaveTitle('All Products · ShopLane');

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('ShopLane');
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
});

test('the 404 page says so and offers the same ways forward', async ({ placeholderPage, page }) => {
  // QA learners check status codes: the server answers an unknown page 404, with the shop's page.
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(placeholderPage.heading).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found · ShopLane');
  await expect(page.getByRole('main')).toContainText(
    'There is no page at this address. Try the home page or browse the categories.',
  );

  await placeholderPage.homeLink.click();
  await expect(page).toHaveURL('/');
});
