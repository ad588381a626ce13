import { formatRupees } from '@shop/core';
import { orderMessages } from '@shop/core/checkout';
import { qaSettings } from '@shop/core/qa';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { OrderPage } from '../pages/OrderPage';
import { OrdersPage } from '../pages/OrdersPage';
import { seedBrowser } from '../support/cart';
import { placeOrderThroughApi } from '../support/orders';

/** An order is packed this long after it is placed (README "Checkout and orders"). */
const PACKED_AFTER_S = 2 * 60 * 60;
/** How far ahead of 'Packed' the session's clock is put: the tracker's live step comes this soon. */
const LEAD_S = 8;

test.describe('Orders', () => {
  test(
    'a placed order is listed, tracked live, its invoice downloads and help opens in its shadow root',
    { tag: '@embedded' },
    async ({ page, request, shopper, baseURL }) => {
      const order = await placeOrderThroughApi(request, shopper.token);
      const n = order.orderNumber;
      await seedBrowser(page, { session: shopper.session });
      const orders = new OrdersPage(page);
      await orders.goto();
      await expect(orders.heading).toHaveText('My Orders');
      const entry = orders.order(n);
      await expect(entry.number).toHaveText(n);
      await expect(entry.status).toHaveText('Order placed');
      await expect(entry.items).toHaveText('1 item');
      await expect(entry.firstItem).toHaveText(order.items[0]!.name);
      await expect(entry.total).toHaveText(formatRupees(order.totals.total));

      // The session clock (demo mode) set just short of 'Packed': the server's stream sends it live.
      const elapsed = Math.floor((Date.now() - Date.parse(order.placedAt)) / 1000);
      await page.context().addCookies([
        {
          name: qaSettings.clockOffset.cookie,
          value: String(PACKED_AFTER_S - elapsed - LEAD_S),
          url: baseURL,
        },
      ]);

      await entry.details.click();
      await expect(page).toHaveURL(`/orders/${n}`);
      const orderPage = new OrderPage(page);
      await expect(orderPage.heading).toHaveText(`Order ${n}`);
      await expect(orderPage.connection).toHaveText('Live');
      await expect(orderPage.steps).toHaveCount(5);
      await expect(orderPage.step('placed')).toHaveAttribute('aria-current', 'step');
      await expect(orderPage.noCancellation).toHaveText(orderMessages.noCancellation);
      await expect(orderPage.total).toHaveText(formatRupees(order.totals.total));

      // The next step arrives over the event stream, with no reload.
      await expect(orderPage.status).toHaveText('Packed', { timeout: (LEAD_S + 10) * 1000 });
      await expect(orderPage.step('packed')).toHaveAttribute('aria-current', 'step');
      await expect(orderPage.connection).toHaveText('Live');

      const download = await orderPage.downloadInvoice();
      expect(download.suggestedFilename()).toBe(`invoice-${n}.pdf`);
      const file = await readFile(await download.path());
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect(orderPage.invoiceError).toHaveCount(0);

      const help = orderPage.help;
      await expect(help.panel).toBeHidden();
      await help.toggle.click();
      await expect(help.panel).toBeVisible();
      await expect(help.host.getByRole('dialog', { name: 'Help with this order' })).toBeVisible();
      await expect(help.orderNumber).toHaveText(`Order ${n}`);
      await expect(help.answer('cancel')).toHaveText(orderMessages.noCancellation);
      await expect(help.contact).toHaveAttribute('href', 'mailto:support@shoplane.test');
      await page.keyboard.press('Escape');
      await expect(help.panel).toBeHidden();
      await expect(help.toggle).toBeFocused();
      // The ids live in the shadow root: the page's own DOM has none of them.
      expect(
        await page.evaluate(() => document.querySelectorAll('[data-testid^="help-widget-"]').length),
      ).toBe(0);
    },
  );

  test('a fresh account has no orders yet', async ({ page, shopper }) => {
    await seedBrowser(page, { session: shopper.session });
    const orders = new OrdersPage(page);
    await orders.goto();
    await expect(orders.empty).toContainText(orderMessages.none);
  });

  test('signed out, the orders page asks to sign in', async ({ page, signInRequired }) => {
    await page.goto('/orders');
    await expect(signInRequired.dialog).toBeVisible();
  });
});
