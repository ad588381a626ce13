import { findProduct } from '@shop/catalog';
import {
  formatRupees,
  SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY,
  SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY,
} from '@shop/core';
import { type Product } from '@shop/core/products';
import { expect, test } from '../fixtures';
import { DetailsPage } from '../pages/DetailsPage';
import { renderInBrowser } from '../support/browser-render';

// A real catalogue product (the server seeds from @shop/catalog) whose old price exceeds its price.
const product = findProduct(101) as Product;

test.describe('product details', () => {
  test('shows the product, its gallery and the price block; storage moves the price', async ({ page }) => {
    const details = new DetailsPage(page);
    await details.open(product.categoryid, product.id);

    await expect(details.name).toHaveText(product.productname);
    await expect(page).toHaveTitle(`${product.productname} · ShopLane`);
    await expect(details.breadcrumb.getByRole('link')).toHaveText(['Home', 'Products']);
    await expect(details.breadcrumb.locator('[aria-current="page"]')).toHaveText(product.productname);
    await expect(details.price).toContainText(formatRupees(product.price));
    await expect(details.oldPrice).toContainText(formatRupees(product.oldprice));
    await expect(details.savings).toHaveText(`You save ${formatRupees(product.oldprice - product.price)}`);

    await expect(details.galleryIndex).toContainText('1 / 4');
    await details.galleryNext.click();
    await expect(details.galleryIndex).toContainText('2 / 4');
    await expect(page.getByTestId('details-gallery-image')).toHaveAttribute(
      'src',
      `/images/products/${product.id}-angle.svg`,
    );
    // The view is served by the app itself.
    const image = await page.request.get(`/images/products/${product.id}-angle.svg`);
    expect(image.status()).toBe(200);

    await expect(details.storage('256GB')).toBeChecked();
    await details.storage('512GB').check();
    await expect(details.price).toContainText(formatRupees(product.price + 20_000));
    await details.storage('1TB').check();
    await expect(details.price).toContainText(formatRupees(product.price + 40_000));
    await expect(details.color('natural-titanium')).toBeChecked();
  });

  test('quantity never goes below 1; Add to Cart stores the line and says so', async ({ page }) => {
    const details = new DetailsPage(page);
    await details.open(product.categoryid, product.id);

    await expect(details.qtyValue).toHaveText('1');
    await expect(details.qtyDecrease).toBeDisabled();
    await details.qtyIncrease.click();
    await details.qtyIncrease.click();
    await expect(details.qtyValue).toHaveText('3');
    await details.qtyDecrease.click();
    await expect(details.qtyValue).toHaveText('2');
    await details.storage('512GB').check();
    await details.color('black-titanium').check();

    await details.addToCart.click();
    await expect(details.notifications).toContainText('Added to cart');
    expect(await details.storedCart()).toEqual([
      {
        id: product.id,
        name: product.productname,
        brand: product.brand,
        image: product.imageurl,
        price: product.price + 20_000,
        oldPrice: product.oldprice + 20_000,
        discountPercent: product.discountpercent,
        qty: 2,
        options: { storage: '512GB', color: 'Black Titanium' },
      },
    ]);
  });

  test('Buy Now adds to the cart and opens it', async ({ page }) => {
    const details = new DetailsPage(page);
    await details.open(product.categoryid, product.id);
    await details.buyNow.click();
    await expect(page).toHaveURL('/cart');
    expect((await details.storedCart()).map((line) => [line.id, line.qty])).toEqual([[product.id, 1]]);
  });

  test('the tabs work with the keyboard and show specifications, reviews and Q&A', async ({ page }) => {
    const details = new DetailsPage(page);
    await details.open(product.categoryid, product.id);

    await expect(details.tab('Details')).toHaveAttribute('aria-selected', 'true');
    await details.tab('Details').focus();
    await page.keyboard.press('ArrowRight');
    await expect(details.tab('Specifications')).toBeFocused();
    await expect(details.tabPanel('Specifications')).toContainText(product.specifications[0]!.ram);
    await page.keyboard.press('ArrowRight');
    await expect(details.tabPanel('Reviews')).toContainText('1,708');
    await expect(page.getByTestId('details-review-1')).toContainText('Verified Buyer');
    await page.keyboard.press('End');
    await expect(details.tab('Q&A')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('details-question-1')).toContainText('Seller answered');
  });

  test('an unknown product is not available, with a way back to the remembered category', async ({
    page,
  }) => {
    const details = new DetailsPage(page);
    await page.goto('/');
    await page.evaluate(
      ([idKey, slugKey]) => {
        localStorage.setItem(idKey!, '4');
        localStorage.setItem(slugKey!, 'audio-headphones');
      },
      [SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY, SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY],
    );
    await details.open(1, 999_999);
    await expect(details.errorTitle).toHaveText('Product Not Available');
    await expect(details.goHome).toHaveAttribute('href', '/');
    await details.backToProducts.click();
    await expect(page).toHaveURL('/products?categoryId=4&category=audio-headphones');
  });

  for (const [failure, message] of [
    ['a blank 500', 'Failed to load product details'],
    ['a dropped connection', 'Network error occurred'],
  ] as const) {
    test(`${failure} shows 'Unable to Load Product' with §8's text, and the ways out`, async ({
      page,
      baseURL,
    }) => {
      await renderInBrowser(page, baseURL);
      await page.route('**/api/v1/products/by-ids', (route) =>
        failure === 'a blank 500' ? route.fulfill({ status: 500, body: '' }) : route.abort('connectionreset'),
      );
      const details = new DetailsPage(page);
      await details.open(product.categoryid, product.id);
      await expect(details.errorTitle).toHaveText('Unable to Load Product');
      await expect(details.errorMessage).toHaveText(message);
      await expect(details.goHome).toHaveAttribute('href', '/');
      await expect(details.backToProducts).toHaveAttribute('href', '/products?category=all');
    });
  }

  for (const [categoryId, productId] of [
    ['abc', '101'],
    ['1', '-5'],
    ['0', '101'],
  ] as const) {
    test(`malformed ids /product/${categoryId}/${productId} ask nothing and say so`, async ({ page }) => {
      const details = new DetailsPage(page);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/products/by-ids')) calls.push(request.url());
      });
      await details.open(categoryId, productId);
      await expect(details.errorTitle).toHaveText('Unable to Load Product');
      await expect(details.errorMessage).toHaveText('Invalid product parameters');
      await expect(details.backToProducts).toHaveAttribute('href', '/products?category=all');
      expect(calls).toEqual([]);
    });
  }
});
