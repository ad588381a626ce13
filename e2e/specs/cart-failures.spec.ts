import { findProduct } from '@shop/catalog';
import { formatRupees, OFFLINE_CART_LOCAL_STORAGE_KEY, OFFLINE_CART_PROBE_MS } from '@shop/core';
import { cartBeyondStockMessage } from '@shop/core/cart';
import { cartMessages } from '@shop/core/cart';
import { type Product } from '@shop/core/products';
import { expect, test } from '../fixtures';
import { expectedLine, expectedSummary, localQuantities, quantities, seedBrowser } from '../support/cart';
import { pauseJustAhead } from '../support/clock';

const cooker = findProduct(602) as Product;
/** Three left in stock (the seeded catalogue): a fourth is refused with 409. */
const scarce = findProduct(322) as Product;
/** The API's cart calls (not the /cart page). */
const CART_API = /\/api\/v1\/cart(\/all)?$/;

test('no reply from the cart API: the offline cart with tax 0 and FREE delivery; the probe sends it once', async ({
  detailsPage,
  cartPage,
  shopper,
  shopApi,
  page,
}) => {
  // A fake clock that runs on its own until the offline cart waits; then only the test moves it.
  await page.clock.install();
  await seedBrowser(page, { session: shopper.session });
  await detailsPage.open(cooker.categoryid, cooker.id);
  // The account's (empty) cart has arrived; then the server stops answering.
  await expect(detailsPage.header.cartCount).toHaveText('0');
  await page.route(CART_API, (route) => route.abort());
  await detailsPage.qtyIncrease.click();
  await detailsPage.addToCart.click();

  await expect(detailsPage.notifications).toContainText(cartMessages.offline);
  await expect(cartPage.header.cartCount).toHaveText('2');
  await expect.poll(() => localQuantities(page, OFFLINE_CART_LOCAL_STORAGE_KEY)).toEqual({ [cooker.id]: 2 });
  await cartPage.header.cartLink.click();
  await expect(cartPage.offlineNotice).toHaveText(cartMessages.offline);
  const line = cartPage.line(cooker.id);
  await expect(line.origin).toHaveText('Waiting to sync');
  await expect(line.quantity).toHaveText('2');
  const offline = expectedSummary([expectedLine(cooker, 2)], { offline: true });
  await expect(cartPage.summary.subtotal).toHaveText(formatRupees(offline.subtotal));
  await expect(cartPage.summary.tax).toHaveText(formatRupees(0));
  await expect(cartPage.summary.deliveryFee).toHaveText('FREE');
  await expect(cartPage.summary.total).toHaveText(formatRupees(offline.subtotal));

  // The server answers again: the next probe sends the line, once.
  await pauseJustAhead(page);
  await page.unroute(CART_API);
  // The next probe comes within OFFLINE_CART_PROBE_MS. The clock moves half a second at a time
  // and stops once the line is sent: the send ends in real time, and a whole probe's wait past
  // it would close the 2 s toast that says so before it is read (once in a clean-clone run).
  for (
    let waited = 0;
    waited < OFFLINE_CART_PROBE_MS && (await cartPage.offlineNotice.count()) > 0;
    waited += 500
  ) {
    await page.clock.runFor(500);
  }
  await expect(cartPage.offlineNotice).toHaveCount(0);
  await expect(cartPage.notifications).toContainText(cartMessages.synced);
  await expect(line.origin).toHaveCount(0);
  await expect.poll(async () => quantities(await shopApi.cart(shopper.token))).toEqual({ [cooker.id]: 2 });
  expect(await localQuantities(page, OFFLINE_CART_LOCAL_STORAGE_KEY)).toEqual({});
  const online = expectedSummary([expectedLine(cooker, 2)]);
  await expect(cartPage.summary.tax).toHaveText(formatRupees(online.tax));
  await expect(cartPage.header.cartCount).toHaveText('2');

  // Later probes and a reload send nothing more.
  await page.clock.runFor(OFFLINE_CART_PROBE_MS * 2);
  await page.clock.resume();
  await page.reload();
  await expect(line.quantity).toHaveText('2');
  expect(quantities(await shopApi.cart(shopper.token))).toEqual({ [cooker.id]: 2 });
});

test('the connection coming back (the online event) sends the offline cart at once', async ({
  detailsPage,
  cartPage,
  shopper,
  shopApi,
  page,
}) => {
  await seedBrowser(page, { session: shopper.session });
  await detailsPage.open(cooker.categoryid, cooker.id);
  await expect(detailsPage.header.cartCount).toHaveText('0');
  await page.route(CART_API, (route) => route.abort());
  await detailsPage.addToCart.click();
  await cartPage.header.cartLink.click();
  await expect(cartPage.offlineNotice).toBeVisible();

  await page.unroute(CART_API);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(cartPage.offlineNotice).toHaveCount(0);
  await expect.poll(async () => quantities(await shopApi.cart(shopper.token))).toEqual({ [cooker.id]: 1 });
  await expect(cartPage.line(cooker.id).quantity).toHaveText('1');
});

test('an add whose reply is lost after the server took it is sent again on recovery, and counted once', async ({
  detailsPage,
  shopper,
  shopApi,
  page,
}) => {
  await seedBrowser(page, { session: shopper.session });
  await detailsPage.open(cooker.categoryid, cooker.id);
  await expect(detailsPage.header.cartCount).toHaveText('0');
  let lost = false;
  await page.route(CART_API, async (route) => {
    if (lost || route.request().method() !== 'POST') return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort();
  });

  await detailsPage.addToCart.click();
  await expect(detailsPage.notifications).toContainText(cartMessages.offline);
  await expect.poll(() => localQuantities(page, OFFLINE_CART_LOCAL_STORAGE_KEY)).toEqual({ [cooker.id]: 1 });
  await page.evaluate(() => window.dispatchEvent(new Event('online')));

  await expect.poll(() => localQuantities(page, OFFLINE_CART_LOCAL_STORAGE_KEY)).toEqual({});
  expect(quantities(await shopApi.cart(shopper.token))).toEqual({ [cooker.id]: 1 });
  await expect(detailsPage.header.cartCount).toHaveText('1');
});

test('an add the server refuses stays on this device with the server’s message; Try again sends it once fixed', async ({
  detailsPage,
  cartPage,
  shopper,
  shopApi,
  page,
}) => {
  await seedBrowser(page, { session: shopper.session });
  await detailsPage.open(scarce.categoryid, scarce.id);
  for (let i = 1; i <= scarce.stock; i += 1) await detailsPage.qtyIncrease.click();
  await expect(detailsPage.qtyValue).toHaveText(String(scarce.stock + 1));
  await detailsPage.addToCart.click();

  const message = cartBeyondStockMessage(scarce.stock);
  await expect(detailsPage.notifications).toContainText(message);
  await expect(cartPage.header.cartCount).toHaveText(String(scarce.stock + 1));
  await cartPage.header.cartLink.click();
  await expect(cartPage.keptError).toContainText(message);
  const line = cartPage.line(scarce.id);
  await expect(line.origin).toHaveText('Saved on this device');
  await expect(line.quantity).toHaveText(String(scarce.stock + 1));
  expect(quantities(await shopApi.cart(shopper.token))).toEqual({});
  expect(await localQuantities(page)).toEqual({ [scarce.id]: scarce.stock + 1 });

  // Fixed on this device (down to what is in stock), Try again sends it to the account's cart.
  await line.decrease.click();
  await expect(line.quantity).toHaveText(String(scarce.stock));
  await cartPage.keptErrorRetry.click();
  await expect(cartPage.keptError).toHaveCount(0);
  await expect
    .poll(async () => quantities(await shopApi.cart(shopper.token)))
    .toEqual({ [scarce.id]: scarce.stock });
  await expect(line.origin).toHaveCount(0);
  await expect(cartPage.lines).toHaveCount(1);
  await expect(cartPage.header.cartCount).toHaveText(String(scarce.stock));
  expect(await localQuantities(page)).toEqual({});
});
