import { findProduct } from '@shop/catalog';
import { formatRupees } from '@shop/core';
import { cardMessages, deliveryDates, formatPaise, orderTotals, upiMessages } from '@shop/core/checkout';
import { type Product } from '@shop/core/products';
import { expect, test } from '../fixtures';
import { CheckoutPage } from '../pages/CheckoutPage';
import { expectedLine, seedBrowser } from '../support/cart';

/**
 * The checkout journeys (README "Checkout and orders"): every payment method, a declined card,
 * the one-time code from the mailbox, the PIN lookup, and a guest who signs in on the way.
 */

const lava = findProduct(125) as Product;
/** The day after tomorrow (IST): every slot is offered on it, whatever the hour of the run. */
const everySlotDate = () => deliveryDates(new Date())[1]!.date;
const ORDER_URL = /\/orders\/SL-\d{8}-[A-Z2-9]{5}$/;

test.beforeEach(async ({ shopper, shopApi, page }) => {
  await shopApi.addToCart(shopper.token, { productId: lava.id, quantity: 1 });
  await seedBrowser(page, { session: shopper.session });
});

test(
  'a first address: every field checked, the PIN code fills city and state, then it is chosen',
  { tag: '@embedded' },
  async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await expect(checkout.addressForm).toBeVisible();
    await checkout.addressSave.click();
    await expect(checkout.addressFormError).toHaveText('Please correct the highlighted fields');
    await expect(checkout.addressError('pin')).toHaveText('Please enter a PIN code');

    await checkout.addressField('fullName').fill('Meera Nair');
    await checkout.addressField('mobile').fill('098450 12345');
    await checkout.addressField('line1').fill('12, 3rd Cross, Koramangala');
    await checkout.addressField('pin').fill('999999');
    await expect(checkout.pinLookup).toHaveText('We do not deliver to PIN code 999999 yet');
    await checkout.addressField('pin').fill('744101');
    await expect(checkout.pinLookup).toContainText('Port Blair, Andaman and Nicobar Islands');
    await expect(checkout.pinLookupCod).toHaveText('Cash on delivery not available here');
    await checkout.addressField('pin').fill('560034');
    await expect(checkout.pinLookup).toHaveText('Bengaluru, Karnataka');
    await checkout.addressSave.click();

    await expect(checkout.addressForm).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Meera Nair/ })).toBeChecked();
    await checkout.continueButton.click();
    await expect(checkout.panel('delivery')).toBeVisible();
  },
);

test.describe('with a saved address in Karnataka', () => {
  test.beforeEach(async ({ shopper, shopApi }) => {
    await shopApi.saveAddress(shopper.token);
  });

  test('the Visa test card pays through the payment frame: the order is placed, the cart emptied', async ({
    page,
    shopper,
    shopApi,
  }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.chooseDelivery(everySlotDate(), 'evening');
    await checkout.paymentMethod('card').click();
    await checkout.cardFrame.number.fill('4111 1111 1111 1112');
    await checkout.cardFrame.number.blur();
    await expect(checkout.cardFrame.numberError).toHaveText(cardMessages.numberInvalid);
    await checkout.cardFrame.useCard({ number: '4111 1111 1111 1111' });
    await expect(checkout.cardChosen).toContainText('Visa •••• 1111');
    await checkout.continueButton.click();

    const totals = orderTotals([expectedLine(lava, 1)], {
      slot: 'evening',
      buyerStateCode: '29',
    });
    await expect(checkout.reviewPayment).toHaveText('Visa •••• 1111');
    await expect(checkout.summary.deliveryFee).toHaveText('₹49');
    if (totals.gst.kind !== 'intraState') throw new Error('Karnataka is CGST + SGST');
    await expect(checkout.summary.cgst).toHaveText(formatPaise(totals.gst.cgstPaise));
    await expect(checkout.summary.sgst).toHaveText(formatPaise(totals.gst.sgstPaise));
    await expect(checkout.summary.total).toHaveText(formatRupees(totals.total));
    await expect(checkout.noCancellation).toHaveText(
      'Orders cannot be cancelled once placed (see the Terms & Conditions).',
    );
    await checkout.placeOrder.click();

    await expect(page).toHaveURL(ORDER_URL);
    const { orders } = await shopApi.orders(shopper.token);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.total).toBe(totals.total);
    expect((await shopApi.cart(shopper.token)).items).toHaveLength(0);
  });

  test('a declined card places nothing; another card then pays', async ({ page, shopper, shopApi }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.chooseDelivery(everySlotDate(), 'standard');
    await checkout.paymentMethod('card').click();
    await checkout.cardFrame.useCard({ number: '4000 0000 0000 0002' });
    await expect(checkout.cardChosen).toContainText('Visa •••• 0002');
    await checkout.continueButton.click();
    await checkout.placeOrder.click();
    await expect(checkout.placeError).toHaveText(cardMessages.declined);
    expect((await shopApi.orders(shopper.token)).orders).toHaveLength(0);

    await page.getByTestId('checkout-review-change-payment').click();
    await checkout.cardChange.click();
    await checkout.cardFrame.useCard({ number: '5555 5555 5555 4444' });
    await expect(checkout.cardChosen).toContainText('Mastercard •••• 4444');
    await checkout.continueButton.click();
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(ORDER_URL);
  });

  test('the card that asks for a one-time code: the code from the mailbox confirms it', async ({
    page,
    shopper,
    shopApi,
  }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.chooseDelivery(everySlotDate(), 'standard');
    await checkout.paymentMethod('card').click();
    await checkout.cardFrame.useCard({ number: '4000 0000 0000 3220' });
    await expect(checkout.cardFrame.codeSent).toHaveText(cardMessages.codeSent);
    await checkout.cardFrame.code.fill('000000');
    await checkout.cardFrame.codeSubmit.click();
    await expect(checkout.cardFrame.codeError).toHaveText('Wrong code. 2 tries left.');
    await checkout.cardFrame.code.fill(await shopApi.latestOtp(shopper.account.email));
    await checkout.cardFrame.codeSubmit.click();
    await expect(checkout.cardChosen).toContainText('Visa •••• 3220');
    await checkout.continueButton.click();
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(ORDER_URL);
  });

  test('UPI: failure@shoplane places nothing, pending@shoplane places the order with payment pending', async ({
    page,
    shopper,
    shopApi,
  }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.chooseDelivery(everySlotDate(), 'priority');
    await checkout.paymentMethod('upi').click();
    await checkout.upiId.fill('failure@shoplane');
    await checkout.continueButton.click();
    await checkout.placeOrder.click();
    await expect(checkout.placeError).toHaveText(upiMessages.failed);
    expect((await shopApi.orders(shopper.token)).orders).toHaveLength(0);

    await page.getByTestId('checkout-review-change-payment').click();
    await checkout.upiId.fill('pending@shoplane');
    await checkout.continueButton.click();
    await expect(checkout.reviewPayment).toHaveText('UPI: pending@shoplane');
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(ORDER_URL);
    const placed = await shopApi.orders(shopper.token);
    expect(placed.orders).toHaveLength(1);
  });

  test(
    'cash on delivery, within its limit: placed, paid when it arrives',
    { tag: '@embedded' },
    async ({ page }) => {
      const checkout = new CheckoutPage(page);
      await checkout.open();
      await checkout.chooseDelivery(everySlotDate(), 'standard');
      await checkout.paymentMethod('cod').click();
      await checkout.continueButton.click();
      await expect(checkout.reviewPayment).toHaveText('Cash on delivery');
      await checkout.placeOrder.click();
      await expect(page).toHaveURL(ORDER_URL);
    },
  );

  test('keyboard only: the steps are reached and chosen without a mouse', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await expect(checkout.panel('address')).toBeVisible();
    await checkout.continueButton.focus();
    await page.keyboard.press('Enter');
    await expect(checkout.panel('delivery')).toBeVisible();
    await checkout.deliveryDate(everySlotDate()).focus();
    await page.keyboard.press('Space');
    await checkout.deliverySlot('standard').focus();
    await page.keyboard.press('Space');
    await checkout.continueButton.focus();
    await page.keyboard.press('Enter');
    await expect(checkout.panel('payment')).toBeVisible();
  });
});

test('cash on delivery is refused to a PIN code without it', async ({ page, shopper, shopApi }) => {
  await shopApi.saveAddress(shopper.token, { pin: '744101' });
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.chooseDelivery(everySlotDate(), 'standard');
  await expect(checkout.codProblem).toHaveText('Cash on delivery is not available for PIN code 744101');
  await expect(checkout.paymentMethod('cod')).toBeDisabled();
});

test('delivery to Delhi: IGST instead of CGST + SGST', async ({ page, shopper, shopApi }) => {
  await shopApi.saveAddress(shopper.token, { pin: '110001' });
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.chooseDelivery(everySlotDate(), 'standard');
  const totals = orderTotals([expectedLine(lava, 1)], { slot: 'standard', buyerStateCode: '07' });
  if (totals.gst.kind !== 'interState') throw new Error('Delhi is IGST');
  await expect(checkout.summary.igst).toHaveText(formatPaise(totals.gst.igstPaise));
  await expect(checkout.summary.cgst).toHaveCount(0);
});
