import { findProduct } from '@shop/catalog';
import { cartHeading, cartMessages, localItemFromProduct } from '@shop/core/cart';
import { type Product } from '@shop/core/products';
import { expect, test } from '../fixtures';
import { firstInStock, localQuantities, quantities, seedBrowser } from '../support/cart';

const phone = findProduct(101) as Product;
const cooker = findProduct(602) as Product;
/** What the details screen sends when nothing is chosen (§4 defaults). */
const defaults = { storage: '256GB', color: 'Natural Titanium' } as const;
/** The API's cart calls (not the /cart page). */
const CART_API = /\/api\/v1\/cart(\/all)?$/;

test.describe('Add to Cart on a card while signed out', () => {
  test('listing: the Sign In Required modal, then the line is in the account’s cart exactly once', async ({
    listingPage,
    signInRequired,
    shopper,
    shopApi,
    page,
  }) => {
    await listingPage.open({ categoryId: '1', category: 'mobiles-tablets' });
    const productId = firstInStock(await listingPage.productIds());

    await listingPage.addToCart(productId).click();
    await expect(signInRequired.dialog).toContainText(
      'Please sign in to add items to your cart and access your saved items.',
    );
    await signInRequired.signIn(shopper.account.email, shopper.account.password);

    await expect(signInRequired.dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(cartMessages.added);
    await expect(listingPage.header.cartCount).toHaveText('1');
    await expect.poll(async () => quantities(await shopApi.cart(shopper.token))).toEqual({ [productId]: 1 });

    // Once: a reload neither repeats the add nor keeps a copy on this device.
    await page.reload();
    await expect(listingPage.header.cartCount).toHaveText('1');
    expect(quantities(await shopApi.cart(shopper.token))).toEqual({ [productId]: 1 });
    expect(await localQuantities(page)).toEqual({});
  });

  test('home Deals of the day: the modal, then the deal is in the account’s cart once', async ({
    homePage,
    signInRequired,
    shopper,
    shopApi,
  }) => {
    await homePage.open({ shuffleSeed: 'cart-journey' });
    await expect(homePage.dealCards).toHaveCount(4);
    const productId = firstInStock(await homePage.dealProductIds());

    await homePage.dealAddToCart(productId).click();
    await signInRequired.signIn(shopper.account.email, shopper.account.password);

    await expect(signInRequired.dialog).toHaveCount(0);
    await expect(homePage.header.cartCount).toHaveText('1');
    await expect.poll(async () => quantities(await shopApi.cart(shopper.token))).toEqual({ [productId]: 1 });
  });

  test('a reload while the modal is open, then signing in on /login, still adds once', async ({
    listingPage,
    signInRequired,
    authPage,
    shopper,
    shopApi,
    page,
  }) => {
    await listingPage.open({ categoryId: '1', category: 'mobiles-tablets' });
    const productId = firstInStock(await listingPage.productIds());
    await listingPage.addToCart(productId).click();
    await expect(signInRequired.dialog).toBeVisible();

    await page.reload();
    await expect(listingPage.count).toBeVisible();
    await authPage.open();
    await authPage.signIn(shopper.account.email, shopper.account.password);

    await expect(authPage.header.signOutButton).toBeVisible();
    await expect(authPage.header.cartCount).toHaveText('1');
    await expect.poll(async () => quantities(await shopApi.cart(shopper.token))).toEqual({ [productId]: 1 });

    await page.reload();
    await expect(authPage.header.cartCount).toHaveText('1');
    expect(quantities(await shopApi.cart(shopper.token))).toEqual({ [productId]: 1 });
  });
});

test('a guest with a cart adds from a card: signing in in the modal merges the cart and adds the card’s product', async ({
  listingPage,
  signInRequired,
  shopper,
  shopApi,
  page,
}) => {
  await seedBrowser(page, { localCart: [localItemFromProduct(cooker, { qty: 2 })] });
  await listingPage.open({ categoryId: '1', category: 'mobiles-tablets' });
  await expect(listingPage.header.cartCount).toHaveText('2');
  const productId = firstInStock(await listingPage.productIds());

  await listingPage.addToCart(productId).click();
  await signInRequired.signIn(shopper.account.email, shopper.account.password);

  await expect(signInRequired.dialog).toHaveCount(0);
  await expect
    .poll(async () => quantities(await shopApi.cart(shopper.token)))
    .toEqual({ [cooker.id]: 2, [productId]: 1 });
  await expect.poll(() => localQuantities(page)).toEqual({});
  await expect(listingPage.header.cartCount).toHaveText('3');
});

test.describe('signing in merges this device’s cart into the account’s', () => {
  test.beforeEach(async ({ shopper, shopApi, page }) => {
    // The account already holds one phone; this device holds another phone and two cookers.
    await shopApi.addToCart(shopper.token, { productId: phone.id, quantity: 1, options: defaults });
    await seedBrowser(page, {
      localCart: [
        localItemFromProduct(phone, { qty: 1, ...defaults }),
        localItemFromProduct(cooker, { qty: 2 }),
      ],
    });
  });

  test('the sum, nothing doubled, the device cart emptied; a reload changes nothing', async ({
    authPage,
    cartPage,
    shopper,
    shopApi,
    page,
  }) => {
    await authPage.open();
    await expect(authPage.header.cartCount).toHaveText('3');
    await authPage.signIn(shopper.account.email, shopper.account.password);

    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(cartMessages.merged);
    await expect
      .poll(async () => quantities(await shopApi.cart(shopper.token)))
      .toEqual({ [phone.id]: 2, [cooker.id]: 2 });
    await expect.poll(() => localQuantities(page)).toEqual({});
    await expect(authPage.header.cartCount).toHaveText('4');

    await cartPage.open();
    await expect(cartPage.heading).toHaveText(cartHeading(4));
    await expect(cartPage.lines).toHaveCount(2);
    await expect(cartPage.line(phone.id).origin).toHaveCount(0);
    await expect(cartPage.line(phone.id).quantity).toHaveText('2');
    await expect(cartPage.line(cooker.id).quantity).toHaveText('2');
    await page.reload();
    await expect(cartPage.heading).toHaveText(cartHeading(4));
    expect(quantities(await shopApi.cart(shopper.token))).toEqual({ [phone.id]: 2, [cooker.id]: 2 });
  });

  // The reload kills the first POST after the server applied it: the line goes again with the
  // requestId it was kept with (added once), and the page opened signed in sends the rest.
  test('a reload right after signing in, the merge under way: the rest is sent, nothing doubled', async ({
    authPage,
    cartPage,
    shopper,
    shopApi,
    page,
  }) => {
    // The merge's first line reaches the server, and the page reloads before its reply arrives.
    let serverAdded!: () => void;
    const added = new Promise<void>((resolve) => (serverAdded = resolve));
    let reloaded!: () => void;
    const afterReload = new Promise<void>((resolve) => (reloaded = resolve));
    let held = false;
    await page.route(CART_API, async (route) => {
      if (held || route.request().method() !== 'POST') return route.fallback();
      held = true;
      await route.fetch();
      serverAdded();
      // Never answered: the reload ends the request first (aborting it now only tidies the route).
      await afterReload;
      await route.abort().catch(() => undefined);
    });

    await authPage.open();
    await authPage.signIn(shopper.account.email, shopper.account.password);
    await added;
    await page.reload();
    reloaded();

    await expect
      .poll(async () => quantities(await shopApi.cart(shopper.token)))
      .toEqual({ [phone.id]: 2, [cooker.id]: 2 });
    await expect.poll(() => localQuantities(page)).toEqual({});
    await expect(authPage.header.cartCount).toHaveText('4');
    await cartPage.open();
    await expect(cartPage.heading).toHaveText(cartHeading(4));
    await expect(cartPage.lines).toHaveCount(2);
  });
});
