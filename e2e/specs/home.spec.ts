import { categories } from '@shop/catalog';
import { SELECTED_CATEGORY_ID_KEY, SELECTED_CATEGORY_SLUG_KEY, visibleCategories } from '@shop/core';
import { testIds } from '@shop/ui/test-ids';
import { expect, test } from '../fixtures';

// The seed's own rule made observable: category 10 is inactive and display order ≠ id order.
const shown = visibleCategories([...categories]);
const cardPrefix = testIds.home.categoryCard('');

test('home shows the seeded active categories in display order', async ({ homePage }) => {
  await homePage.open();

  await expect(homePage.categoryCards).toHaveCount(10);
  const slugs = await homePage.categoryCards.evaluateAll(
    (cards, prefix) => cards.map((card) => card.getAttribute('data-testid')!.replace(prefix, '')),
    cardPrefix,
  );
  expect(slugs).toEqual(shown.map((category) => category.slug));
  expect(slugs).not.toContain('grocery-gourmet');
  expect(slugs).not.toEqual([...slugs].sort((a, b) => idOf(a) - idOf(b)));
  await expect(homePage.categoryCard('mobiles-tablets')).toContainText('Mobiles & Tablets');
  await expect(homePage.categoriesFallback).toHaveCount(0);
});

test('a category card remembers the choice and opens the listing with its query', async ({
  homePage,
  page,
}) => {
  await homePage.open();
  await homePage.openCategory('laptops-computers');

  await expect(page).toHaveURL('/products?categoryId=2&category=laptops-computers');
  const stored = await page.evaluate(
    ([idKey, slugKey]) => [localStorage.getItem(idKey!), localStorage.getItem(slugKey!)],
    [SELECTED_CATEGORY_ID_KEY, SELECTED_CATEGORY_SLUG_KEY],
  );
  expect(stored).toEqual(['2', 'laptops-computers']);
});

test('home falls back to the default categories when the category list fails', async ({ homePage, page }) => {
  await page.route('**/api/v1/products', (route) =>
    route.fulfill({ status: 503, json: { error: 'Service unavailable' } }),
  );
  await homePage.open();

  await expect(homePage.categoriesFallback).toContainText(
    'Unable to load latest categories. Showing default categories.',
  );
  await expect(homePage.categoryCards).toHaveCount(10);
  await expect(homePage.categoryCard('smartwatches')).toBeVisible();
});

function idOf(slug: string): number {
  return categories.find((category) => category.slug === slug)!.id;
}
