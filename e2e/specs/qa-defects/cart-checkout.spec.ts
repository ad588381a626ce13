import { formatRupees } from '@shop/core';
import { checkoutMessages, deliveryDates, orderTotals } from '@shop/core/checkout';
import { expect, test } from '../../fixtures';
import { CheckoutPage } from '../../pages/CheckoutPage';
import { expectedLine } from '../../support/cart';
import { cooker, phone, reportedDefects, signInAs } from '../../support/qa-personas';

for (const who of ['problem', 'standard'] as const) {
  const shows = who === 'problem';

  test.describe(`as the ${who} user`, () => {
    test(`problem.cart.remove-wrong-line and cart-count-off-by-one ${shows ? 'show' : 'never show'}`, async ({
      page,
      cartPage,
    }) => {
      const { session, api } = await signInAs(page, who);
      await api.addToCart(session.token, { productId: phone.id, quantity: 1 });
      await api.addToCart(session.token, { productId: cooker.id, quantity: 2 });
      await cartPage.open();
      await expect(cartPage.lines).toHaveCount(2);
      await expect(cartPage.header.cartCount).toHaveText(shows ? '2' : '3');

      await cartPage.line(cooker.id).remove.click();
      await expect(cartPage.lines).toHaveCount(1);
      // The problem user asked to remove the cooker, and lost the phone.
      await expect(cartPage.line(shows ? cooker.id : phone.id).root).toBeVisible();
      if (shows) {
        await expect
          .poll(() => reportedDefects(page))
          .toEqual(
            expect.arrayContaining([
              'problem.cart.remove-wrong-line',
              'problem.header.cart-count-off-by-one',
            ]),
          );
      }
    });

    test(`problem.checkout.slot-fee-missing ${shows ? 'shows' : 'never shows'}`, async ({ page }) => {
      const { session, api } = await signInAs(page, who);
      await api.addToCart(session.token, { productId: cooker.id, quantity: 1 });
      await api.saveAddress(session.token);
      const checkout = new CheckoutPage(page);
      await checkout.open();
      await checkout.chooseDelivery(deliveryDates(new Date())[1]!.date, 'evening');
      await checkout.paymentMethod('upi').click();
      await checkout.upiId.fill('success@shoplane');
      await checkout.continueButton.click();
      const totals = orderTotals([expectedLine(cooker, 1)], { slot: 'evening', buyerStateCode: '29' });
      await expect(checkout.summary.deliveryFee).toHaveText(shows ? 'FREE' : '₹49');
      await expect(checkout.summary.total).toHaveText(formatRupees(shows ? totals.total - 49 : totals.total));
      await checkout.placeOrder.click();
      if (shows) {
        // The server never charges a total the buyer was not shown.
        await expect(checkout.placeError).toHaveText(checkoutMessages.priceChanged);
        await expect.poll(() => reportedDefects(page)).toContain('problem.checkout.slot-fee-missing');
      } else {
        await expect(page).toHaveURL(/\/orders\/SL-/);
      }
    });
  });
}
