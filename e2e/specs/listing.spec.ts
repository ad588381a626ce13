import { productsOfCategory, sampleCatalogue } from '@shop/catalog';
import type { Product } from '@shop/core/products';
import { testIds } from '@shop/ui/test-ids';
import { expect, test } from '../fixtures';
import { ListingPage } from '../pages/ListingPage';
import { FAILED_READ_MS } from '../support/timings';
import { renderInBrowser } from '../support/browser-render';

// The server seeds from @shop/catalog, so counts, brands and prices are known exactly.
const mobiles = productsOfCategory(1);
const everything = productsOfCategory(0);
const found = (n: number, total?: number) =>
  total === undefined ? `${n} product(s) found` : `${n} product(s) found (filtered from ${total} total)`;
const matching = (products: readonly Product[], needle: string) =>
  products.filter((product) =>
    [product.productname, product.brand, product.description].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );

test.describe('product listing', () => {
  test(
    'a home category card opens its listing: title, count and remembered category',
    { tag: '@embedded' },
    async ({ homePage, page }) => {
      const listing = new ListingPage(page);
      await homePage.open();
      await homePage.categoryCard('Mobiles & Tablets').click();
      await expect(page).toHaveURL('/products?categoryId=1&category=mobiles-tablets');
      await expect(listing.heading).toHaveText('Mobiles & Tablets');
      await expect(listing.breadcrumb).toContainText('Home');
      await expect(listing.count).toHaveText(found(mobiles.length));
      await expect(listing.cards).toHaveCount(12);
      await expect(page).toHaveTitle('Mobiles & Tablets · ShopLane');
    },
  );

  test("'all' lists every product of the catalogue", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open({ category: 'all' });
    await expect(listing.heading).toHaveText('All Products');
    await expect(listing.count).toHaveText(found(everything.length));
  });

  test('filters by brand, price and rating narrow the count', async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open({ categoryId: '1', category: 'mobiles-tablets' });

    const samsung = mobiles.filter((product) => product.brand === 'Samsung');
    await listing.brand('Samsung').click();
    await expect(listing.brand('Samsung')).toBeChecked();
    await expect(listing.count).toHaveText(found(samsung.length, mobiles.length));
    await expect(page).toHaveURL(/brands=Samsung/);

    await listing.setPrice({ max: 50_000 });
    const affordable = samsung.filter((product) => product.price <= 50_000);
    await expect(listing.count).toHaveText(found(affordable.length, mobiles.length));
    await expect(page).toHaveURL(/maxPrice=50000/);

    await listing.rating(4).click();
    await expect(listing.rating(4)).toBeChecked();
    const wellRated = affordable.filter((product) => product.starrating >= 4);
    await expect(listing.count).toHaveText(found(wellRated.length, mobiles.length));

    await listing.clearAll.click();
    await expect(listing.count).toHaveText(found(mobiles.length));
    await expect(page).toHaveURL('/products?categoryId=1&category=mobiles-tablets');
  });

  test('the price thumbs never cross: min stays below max', async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open({ categoryId: '1', category: 'mobiles-tablets' });
    await listing.setPrice({ max: 30_000 });
    await listing.setPrice({ min: 90_000 });
    await expect(listing.priceMin).toHaveValue('29000');
    await expect(listing.priceMax).toHaveValue('30000');
  });

  test('sorts by price both ways', async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open({ categoryId: '1', category: 'mobiles-tablets' });
    const byPrice = [...mobiles].sort((a, b) => a.price - b.price);

    await listing.sort.selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(listing.cards.first()).toHaveAttribute('data-testid', `product-card-${byPrice[0]!.id}`);

    await listing.sort.selectOption({ label: 'Price: High to Low' });
    await expect(listing.cards.first()).toHaveAttribute('data-testid', `product-card-${byPrice.at(-1)!.id}`);
  });

  test('page 2, then back and forward: filters and page come back; reload keeps them', async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open({ category: 'all' });
    const inStock = everything.filter((product) => product.stock > 0);

    await listing.inStock.click();
    await expect(listing.inStock).toBeChecked();
    await expect(listing.count).toHaveText(found(inStock.length, everything.length));
    await listing.pageButton(2).click();
    await expect(listing.pageButton(2)).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL('/products?category=all&inStock=1&page=2');
    const secondPage = await listing.productIds();
    expect(secondPage[0]).toBe(String(inStock[12]!.id));

    await page.goBack();
    await expect(listing.pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(listing.inStock).toBeChecked();

    await page.goForward();
    await expect(listing.pageButton(2)).toHaveAttribute('aria-current', 'page');

    await page.reload();
    await expect(listing.pageButton(2)).toHaveAttribute('aria-current', 'page');
    await expect(listing.inStock).toBeChecked();
    await expect.poll(() => listing.productIds()).toEqual(secondPage);

    // Any filter change goes back to page 1 (§4).
    await listing.freeDelivery.click();
    await expect(listing.freeDelivery).toBeChecked();
    await expect(listing.pageButton(1)).toHaveAttribute('aria-current', 'page');
  });

  test('typing a search is one history step: back undoes the whole word', async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open({ categoryId: '1', category: 'mobiles-tablets' });
    await listing.search.pressSequentially('galaxy');
    await expect(page).toHaveURL('/products?categoryId=1&category=mobiles-tablets&search=galaxy');
    await expect(listing.count).toHaveText(found(matching(mobiles, 'galaxy').length, mobiles.length));
    await page.goBack();
    await expect(page).toHaveURL('/products?categoryId=1&category=mobiles-tablets');
    await expect(listing.search).toHaveValue('');
    await expect(listing.count).toHaveText(found(mobiles.length));
  });

  test("a card's name opens the product's details", async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open({ categoryId: '1', category: 'mobiles-tablets' });
    const first = mobiles[0]!;
    await listing.cardLink(first.id).click();
    await expect(page).toHaveURL(`/product/1/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.productname);
  });

  test("the header's search opens the listing with the query as its search filter", async ({
    homePage,
    page,
  }) => {
    const listing = new ListingPage(page);
    await homePage.open();
    await homePage.header.searchInput.fill('samsung');
    await homePage.header.searchInput.press('Enter');
    await expect(page).toHaveURL('/products?category=all&search=samsung');
    await expect(listing.search).toHaveValue('samsung');
    await expect(listing.count).toHaveText(found(matching(everything, 'samsung').length, everything.length));
  });

  test('when the catalogue call fails, the sample products show under the notice', async ({
    page,
    baseURL,
  }) => {
    await renderInBrowser(page, baseURL);
    await page.route('**/api/v1/products/by-category', (route) =>
      route.fulfill({ status: 503, json: { error: 'Service unavailable' } }),
    );
    const listing = new ListingPage(page);
    await listing.open({ category: 'all' });
    await expect(listing.sampleNotice).toHaveText(
      'Unable to load latest products. Showing sample products.',
      {
        timeout: FAILED_READ_MS,
      },
    );
    await expect(listing.count).toHaveText(found(sampleCatalogue().length));
    expect((await listing.productIds())[0]).toBe('prod-1001');
  });

  // §7 promises only `products`: a reply without total, page or limit is read, not a failure.
  test("a reply of products only ({products: []}) shows 'No Products Available', not the sample products", async ({
    page,
    baseURL,
  }) => {
    await renderInBrowser(page, baseURL);
    await page.route('**/api/v1/products/by-category', (route) => route.fulfill({ json: { products: [] } }));
    const listing = new ListingPage(page);
    await listing.open({ categoryId: '1', category: 'mobiles-tablets' });
    await expect(page.getByTestId(testIds.listing.empty)).toContainText('No Products Available');
    await expect(listing.sampleNotice).toHaveCount(0);
  });

  test('a search that matches nothing offers Clear All Filters', async ({ page }) => {
    const listing = new ListingPage(page);
    await listing.open({ categoryId: '1', category: 'mobiles-tablets', search: 'no-such-phone' });
    await expect(listing.noMatches).toContainText('No Products Match Your Filters');
    await listing.noMatches.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(listing.count).toHaveText(found(mobiles.length));
  });
});
