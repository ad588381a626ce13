import { findProduct } from '@shop/catalog';
import { formatRupees } from '@shop/core';
import { cartHeading, cartMessages } from '@shop/core/cart';
import { type Product } from '@shop/core/products';
import { expect, test } from '../fixtures';
import { expectedLine, expectedSummary, firstInStock, quantities, seedBrowser } from '../support/cart';

const phone = findProduct(101) as Product;
const cooker = findProduct(602) as Product;
const defaults = { storage: '256GB', color: 'Natural Titanium' } as const;
/** The API's cart calls (not the /cart page). */
const CART_API = /\/api\/v1\/cart(\/all)?$/;

test.beforeEach(async ({ shopper, shopApi, page }) => {
  await shopApi.addToCart(shopper.token, { productId: phone.id, quantity: 1, options: defaults });
  await shopApi.addToCart(shopper.token, { productId: cooker.id, quantity: 2 });
  await seedBrowser(page, { session: shopper.session });
});

test(
  'the badge shows the account’s cart when the header shows; the cart page lists it exactly',
  { tag: '@embedded' },
  async ({ homePage, cartPage, page }) => {
    await homePage.open();
    await expect(homePage.header.cartCount).toHaveText('3');
    await homePage.header.cartLink.click();
    await expect(page).toHaveURL('/cart');

    const lines = [expectedLine(phone, 1, defaults), expectedLine(cooker, 2)];
    const summary = expectedSummary(lines);
    await expect(cartPage.heading).toHaveText(cartHeading(3));
    await expect(cartPage.lines).toHaveCount(2);
    await expect(cartPage.line(phone.id).storage).toHaveText('Storage: 256GB');
    await expect(cartPage.line(phone.id).color).toHaveText('Color: Natural Titanium');
    await expect(cartPage.line(phone.id).origin).toHaveCount(0);
    await expect(cartPage.line(cooker.id).total).toHaveText(formatRupees(lines[1]!.total));
    await expect(cartPage.summary.subtotal).toHaveText(formatRupees(summary.subtotal));
    await expect(cartPage.summary.tax).toHaveText(formatRupees(summary.tax));
    await expect(cartPage.summary.total).toHaveText(formatRupees(summary.total));
  },
);

test(
  'quantity and remove change the account’s cart, the figures and the badge at once',
  { tag: '@embedded' },
  async ({ cartPage, shopper, shopApi }) => {
    await cartPage.open();
    const phoneLine = cartPage.line(phone.id);
    const cookerLine = cartPage.line(cooker.id);
    await expect(phoneLine.decrease).toBeDisabled();

    await phoneLine.increase.click();
    await expect(phoneLine.quantity).toHaveText('2');
    await expect(cartPage.header.cartCount).toHaveText('4');
    await expect(phoneLine.total).toHaveText(formatRupees(expectedLine(phone, 2, defaults).total));
    const afterIncrease = expectedSummary([expectedLine(phone, 2, defaults), expectedLine(cooker, 2)]);
    await expect(cartPage.summary.total).toHaveText(formatRupees(afterIncrease.total));
    await expect
      .poll(async () => quantities(await shopApi.cart(shopper.token)))
      .toEqual({ [phone.id]: 2, [cooker.id]: 2 });

    await cookerLine.decrease.click();
    await expect(cookerLine.quantity).toHaveText('1');
    await expect(cookerLine.decrease).toBeDisabled();
    await expect(cartPage.header.cartCount).toHaveText('3');
    await expect
      .poll(async () => quantities(await shopApi.cart(shopper.token)))
      .toEqual({ [phone.id]: 2, [cooker.id]: 1 });

    await phoneLine.remove.click();
    await expect(phoneLine.root).toHaveCount(0);
    await expect(cartPage.header.cartCount).toHaveText('1');
    const afterRemove = expectedSummary([expectedLine(cooker, 1)]);
    await expect(cartPage.heading).toHaveText(cartHeading(1));
    await expect(cartPage.summary.subtotal).toHaveText(formatRupees(afterRemove.subtotal));
    await expect(cartPage.summary.tax).toHaveText(formatRupees(afterRemove.tax));
    await expect(cartPage.summary.total).toHaveText(formatRupees(afterRemove.total));
    await expect.poll(async () => quantities(await shopApi.cart(shopper.token))).toEqual({ [cooker.id]: 1 });
  },
);

test('Clear Cart with confirmation empties the account’s cart', async ({
  cartPage,
  shopper,
  shopApi,
  page,
}) => {
  await cartPage.open();
  await expect(cartPage.lines).toHaveCount(2);
  await cartPage.clear();

  await expect(cartPage.empty).toContainText(cartMessages.empty);
  await expect(cartPage.header.cartCount).toHaveText('0');
  await expect.poll(async () => (await shopApi.cart(shopper.token)).items).toEqual([]);
  await page.reload();
  await expect(cartPage.empty).toContainText(cartMessages.empty);
  await cartPage.startShopping.click();
  await expect(page).toHaveURL('/');
});

test('signed in, a card’s Add to Cart adds at once, without asking to sign in', async ({
  listingPage,
  signInRequired,
  shopper,
  shopApi,
  page,
}) => {
  await listingPage.open({ categoryId: '4', category: 'audio-headphones' });
  await expect(listingPage.header.cartCount).toHaveText('3');
  const productId = firstInStock(await listingPage.productIds());

  await listingPage.addToCart(productId).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(cartMessages.added);
  await expect(signInRequired.dialog).toHaveCount(0);
  await expect(listingPage.header.cartCount).toHaveText('4');
  await expect
    .poll(async () => quantities(await shopApi.cart(shopper.token)))
    .toEqual({ [phone.id]: 1, [cooker.id]: 2, [productId]: 1 });
});

test('a remove the server fails shows at once, then is rolled back with §8’s text; the badge follows', async ({
  cartPage,
  page,
}) => {
  await cartPage.open();
  await expect(cartPage.header.cartCount).toHaveText('3');
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(CART_API, async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    await answered;
    await route.fulfill({ status: 500, body: '' });
  });

  await cartPage.line(cooker.id).remove.click();
  await expect(cartPage.line(cooker.id).root).toHaveCount(0);
  await expect(cartPage.header.cartCount).toHaveText('1');
  answer();
  await expect(cartPage.notifications).toContainText(cartMessages.deleteFailed);
  await expect(cartPage.line(cooker.id).quantity).toHaveText('2');
  await expect(cartPage.lines).toHaveCount(2);
  await expect(cartPage.header.cartCount).toHaveText('3');
});

test('signing out hides the account’s cart: the badge and the cart page are empty', async ({
  cartPage,
  page,
}) => {
  await cartPage.open();
  await expect(cartPage.lines).toHaveCount(2);
  await cartPage.header.signOutButton.click();
  await expect(page).toHaveURL('/login');
  await expect(cartPage.header.cartCount).toHaveText('0');
  await cartPage.header.cartLink.click();
  await expect(cartPage.empty).toContainText(cartMessages.empty);
});
