import { expect, test } from '../fixtures';

test('a placeholder page is no dead end: it links home and to the categories', async ({
  placeholderPage,
  page,
}) => {
  // /compare and /cart are real screens now (compare.spec.ts, cart-*.spec.ts); Profile is still a placeholder.
  await page.goto('/profile');
  await expect(placeholderPage.heading).toHaveText('Profile');
  await expect(page).toHaveTitle('Profile · ShopLane');

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
  await page.goto('/no-such-page');
  await expect(placeholderPage.heading).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found · ShopLane');
  await expect(page.getByRole('main')).toContainText(
    'There is no page at this address. Try the home page or browse the categories.',
  );

  await placeholderPage.homeLink.click();
  await expect(page).toHaveURL('/');
});
