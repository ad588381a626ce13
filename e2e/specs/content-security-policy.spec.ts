import type { BrowserContext, Locator, Page } from '@playwright/test';
import { findProduct } from '@shop/catalog';
import { DOCS_PATH } from '@shop/core';
import { deliveryDates } from '@shop/core/checkout';
import { type Product } from '@shop/core/products';
import { expect, test } from '../fixtures';
import { AuthPage } from '../pages/AuthPage';
import { CheckoutPage } from '../pages/CheckoutPage';
import { GoogleChooserPage, openGooglePopup } from '../pages/GoogleChooserPage';
import { OrderPage } from '../pages/OrderPage';
import { seedBrowser } from '../support/cart';

/**
 * The pages' CSP allows no inline script or style except by hash (README "Security headers and HTTPS"):
 * every page the server renders, its iframe and its popups must work without one violation —
 * an inline style the policy does not know would be dropped silently, so the pages' looks are
 * checked too.
 */

const lava = findProduct(125) as Product;
/** The day after tomorrow (IST): every slot is offered on it, whatever the hour of the run. */
const everySlotDate = () => deliveryDates(new Date())[1]!.date;
const ORDER_URL = /\/orders\/SL-\d{8}-[A-Z2-9]{5}$/;

/** Every CSP violation in any page, frame or popup of the context, as `directive (blocked)`. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} (${event.blockedURI || 'inline'}) at ${document.location.pathname}`);
    });
  });
  return violations;
}

const colourOf = (locator: Locator, property: 'color' | 'backgroundColor') =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

test('the shop from home to a placed order, with the card frame and the help widget, breaks no CSP rule', async ({
  page,
  context,
  shopper,
  shopApi,
  homePage,
  listingPage,
  detailsPage,
  cartPage,
  profilePage,
}) => {
  const violations = await watchViolations(context);
  await shopApi.addToCart(shopper.token, { productId: lava.id, quantity: 1 });
  await shopApi.saveAddress(shopper.token);
  await seedBrowser(page, { session: shopper.session });

  await homePage.open();
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await listingPage.open();
  await expect(listingPage.cards.first()).toBeVisible();
  await detailsPage.open(lava.categoryid, lava.id);
  await expect(detailsPage.name).toHaveText(lava.productname);
  await cartPage.open();
  await expect(cartPage.lines.first()).toBeVisible();

  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.chooseDelivery(everySlotDate(), 'standard');
  await checkout.paymentMethod('card').click();
  await checkout.cardFrame.useCard({ number: '4111 1111 1111 1111' });
  await expect(checkout.cardChosen).toContainText('Visa •••• 1111');
  await checkout.continueButton.click();
  await checkout.placeOrder.click();
  await expect(page).toHaveURL(ORDER_URL);

  // The widget's styles are a constructed sheet in its shadow root (no inline <style>).
  const order = new OrderPage(page);
  await expect(order.help.toggle).toBeVisible();
  expect(await colourOf(order.help.toggle, 'color')).toBe('rgb(24, 73, 169)');

  await profilePage.open();
  await expect(profilePage.aboutYou).toBeVisible();

  expect(violations).toEqual([]);
});

/** The colour painted at the window's bottom-left corner: the first background behind that point. */
const windowBottomColour = (page: Page) =>
  page.evaluate(() => {
    let element = document.elementFromPoint(1, window.innerHeight - 1);
    while (element && getComputedStyle(element).backgroundColor === 'rgba(0, 0, 0, 0)') {
      element = element.parentElement;
    }
    return element ? getComputedStyle(element).backgroundColor : 'none';
  });

test('the demo pages, the API docs and the Google stand-in break no CSP rule and keep their looks', async ({
  page,
  context,
}) => {
  const violations = await watchViolations(context);

  // Their one inline stylesheet (the @shop/ui screens' styles) is allowed by its hash: the
  // shop's bar is brand blue, and the theme's background fills the window below a short page.
  for (const path of ['/qa', '/mailbox']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await colourOf(page.getByRole('banner'), 'backgroundColor')).toBe('rgb(24, 73, 169)');
    expect(await windowBottomColour(page)).toBe('rgb(245, 247, 250)');
  }

  await page.goto(`${DOCS_PATH}/`);
  await expect(page.locator('#swagger-ui .opblock').first()).toBeVisible();

  const auth = new AuthPage(page);
  await auth.open();
  const popup = await openGooglePopup(page, auth.googleButton);
  const chooser = new GoogleChooserPage(popup);
  await expect(chooser.heading).toBeVisible();
  expect(await windowBottomColour(popup)).toBe('rgb(241, 243, 244)');
  await chooser.cancel.click();

  expect(violations).toEqual([]);
});
