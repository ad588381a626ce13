import { SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY, SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY } from '@shop/core';
import { expect, test } from '../fixtures';
import { FAILED_READ_MS } from '../support/timings';
import { renderInBrowser } from '../support/browser-render';

test(
  'home shows the seeded active categories in display order',
  { tag: '@embedded' },
  async ({ homePage }) => {
    await homePage.open();

    // Display order, not id order; Grocery & Gourmet (id 10) is inactive in the seed.
    await expect(homePage.categoryCards).toHaveCount(10);
    await expect(homePage.categoryCards).toContainText([
      'Mobiles & Tablets',
      'Laptops & Computers',
      'Smartwatches',
      'Audio & Headphones',
      'TVs & Appliances',
      'Fashion & Lifestyle',
      'Beauty & Personal Care',
      'Home & Kitchen',
      'Sports & Fitness',
      'Books & Media',
    ]);
    await expect(homePage.categoryCard('Mobiles & Tablets')).toContainText('Up to 40% off');
    await expect(homePage.categoriesFallback).toHaveCount(0);
  },
);

test('a category card remembers the choice and opens the listing with its query', async ({
  homePage,
  page,
}) => {
  await homePage.open();
  await homePage.categoryCard('Laptops & Computers').click();

  await expect(page).toHaveURL('/products?categoryId=2&category=laptops-computers');
  const stored = await page.evaluate(
    ([idKey, slugKey]) => [localStorage.getItem(idKey!), localStorage.getItem(slugKey!)],
    [SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY, SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY],
  );
  expect(stored).toEqual(['2', 'laptops-computers']);
});

test('home falls back to the default categories when the category list fails', async ({
  homePage,
  page,
  baseURL,
}) => {
  await renderInBrowser(page, baseURL);
  await page.route('**/api/v1/products', (route) =>
    route.fulfill({ status: 503, json: { error: 'Service unavailable' } }),
  );
  await homePage.open();

  await expect(homePage.categoriesFallback).toContainText(
    'Unable to load latest categories. Showing default categories.',
    { timeout: FAILED_READ_MS },
  );
  await expect(homePage.categoryCards).toHaveCount(10);
  await expect(homePage.categoryCard('Smartwatches')).toBeVisible();
});
