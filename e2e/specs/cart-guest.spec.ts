import { findProduct } from '@shop/catalog';
import { formatRupees } from '@shop/core';
import { cartHeading, cartMessages, localItemFromProduct } from '@shop/core/cart';
import { type Product } from '@shop/core/products';
import { expect, test } from '../fixtures';
import { CartPage } from '../pages/CartPage';
import { expectedLine, expectedSummary, seedBrowser, type ExpectedLine } from '../support/cart';

// Real catalogue products (the server seeds from @shop/catalog): prices are known exactly.
const phone = findProduct(101) as Product;
const cooker = findProduct(602) as Product;

/** Every figure of the Order Summary, as core's rules work it out for `lines`. */
async function expectSummary(cartPage: CartPage, lines: readonly ExpectedLine[]) {
  const expected = expectedSummary(lines);
  await expect(cartPage.heading).toHaveText(cartHeading(expected.itemCount));
  await expect(cartPage.summary.subtotalLabel).toHaveText(
    `Subtotal (${expected.itemCount} ${expected.itemCount === 1 ? 'item' : 'items'})`,
  );
  await expect(cartPage.summary.subtotal).toHaveText(formatRupees(expected.subtotal));
  // §2: shown as a negative amount.
  await expect(cartPage.summary.youSave).toHaveText(`−${formatRupees(expected.youSave)}`);
  await expect(cartPage.summary.deliveryFee).toHaveText('FREE');
  await expect(cartPage.summary.tax).toHaveText(formatRupees(expected.tax));
  await expect(cartPage.summary.total).toHaveText(formatRupees(expected.total));
  await expect(cartPage.header.cartCount).toHaveText(String(expected.itemCount));
}

test('a guest adds on details with storage, colour and quantity 2; the cart shows it exactly, also after a reload', async ({
  detailsPage,
  cartPage,
  page,
}) => {
  await detailsPage.open(phone.categoryid, phone.id);
  await detailsPage.storage('512GB').check();
  await detailsPage.color('blue-titanium').check();
  await detailsPage.qtyIncrease.click();
  await expect(detailsPage.qtyValue).toHaveText('2');
  await detailsPage.addToCart.click();

  await expect(detailsPage.notifications).toContainText(cartMessages.added);
  await expect(cartPage.header.cartCount).toHaveText('2');
  await cartPage.header.cartLink.click();
  await expect(page).toHaveURL('/cart');

  const expected = expectedLine(phone, 2, { storage: '512GB' });
  const line = cartPage.line(phone.id);
  const showsTheLine = async () => {
    await expect(cartPage.lines).toHaveCount(1);
    await expect(line.name).toHaveText(phone.productname);
    await expect(line.brand).toHaveText(phone.brand);
    await expect(line.freeDelivery).toHaveText('Free Delivery');
    await expect(line.storage).toHaveText('Storage: 512GB');
    await expect(line.color).toHaveText('Color: Blue Titanium');
    await expect(line.price).toHaveText(formatRupees(expected.price));
    await expect(line.oldPrice).toContainText(formatRupees(expected.oldPrice));
    await expect(line.quantity).toHaveText('2');
    await expect(line.total).toHaveText(formatRupees(expected.total));
    await expect(cartPage.freeDeliveryCard).toHaveText(cartMessages.freeDelivery);
    await expectSummary(cartPage, [expected]);
  };
  await showsTheLine();

  await page.reload();
  await showsTheLine();

  // §2: 'Continue Shopping' at the top goes back one page.
  await cartPage.back.click();
  await expect(page).toHaveURL(`/product/${phone.categoryid}/${phone.id}`);
});

test('quantity − and + and remove change the line totals, the summary and the badge at once', async ({
  cartPage,
  page,
}) => {
  await seedBrowser(page, {
    localCart: [localItemFromProduct(phone, { qty: 1 }), localItemFromProduct(cooker, { qty: 2 })],
  });
  await cartPage.open();
  const phoneLine = cartPage.line(phone.id);
  const cookerLine = cartPage.line(cooker.id);
  await expect(cartPage.lines).toHaveCount(2);
  await expectSummary(cartPage, [expectedLine(phone, 1), expectedLine(cooker, 2)]);

  // §4: never below 1.
  await expect(phoneLine.decrease).toBeDisabled();
  await phoneLine.increase.click();
  await phoneLine.increase.click();
  await expect(phoneLine.quantity).toHaveText('3');
  await expect(phoneLine.decrease).toBeEnabled();
  await expect(phoneLine.total).toHaveText(formatRupees(expectedLine(phone, 3).total));
  await expectSummary(cartPage, [expectedLine(phone, 3), expectedLine(cooker, 2)]);

  await cookerLine.decrease.click();
  await expect(cookerLine.quantity).toHaveText('1');
  await expect(cookerLine.decrease).toBeDisabled();
  await expect(cookerLine.total).toHaveText(formatRupees(cooker.price));
  await expectSummary(cartPage, [expectedLine(phone, 3), expectedLine(cooker, 1)]);

  await phoneLine.remove.click();
  await expect(phoneLine.root).toHaveCount(0);
  await expect(cartPage.lines).toHaveCount(1);
  await expectSummary(cartPage, [expectedLine(cooker, 1)]);

  // Kept on this device: a reload shows the same cart.
  await page.reload();
  await expect(cookerLine.quantity).toHaveText('1');
  await expectSummary(cartPage, [expectedLine(cooker, 1)]);
  await expect.poll(() => cartPage.storedCart()).toEqual([localItemFromProduct(cooker, { qty: 1 })]);
});

test('the badge counts the cart on every page and after each change', async ({
  detailsPage,
  listingPage,
  homePage,
  cartPage,
  page,
}) => {
  await detailsPage.open(cooker.categoryid, cooker.id);
  await expect(detailsPage.header.cartCount).toHaveText('0');
  await detailsPage.qtyIncrease.click();
  await detailsPage.qtyIncrease.click();
  await detailsPage.addToCart.click();
  await expect(detailsPage.header.cartCount).toHaveText('3');
  await expect(detailsPage.header.cartLink).toHaveAccessibleName('Cart, 3 items');

  await detailsPage.breadcrumb.getByRole('link', { name: 'Home' }).click();
  await expect(homePage.categoryCards.first()).toBeVisible();
  await expect(homePage.header.cartCount).toHaveText('3');

  await homePage.header.cartLink.click();
  await expect(page).toHaveURL('/cart');
  await cartPage.line(cooker.id).increase.click();
  await expect(cartPage.header.cartCount).toHaveText('4');
  await expect(cartPage.header.cartLink).toHaveAccessibleName('Cart, 4 items');

  await cartPage.continueShopping.click();
  await expect(page).toHaveURL('/products');
  await expect(listingPage.count).toBeVisible();
  await expect(listingPage.header.cartCount).toHaveText('4');
});

test('Clear Cart asks first; then the cart is empty and Start Shopping goes home', async ({
  cartPage,
  page,
}) => {
  await seedBrowser(page, {
    localCart: [localItemFromProduct(phone, { qty: 1 }), localItemFromProduct(cooker, { qty: 2 })],
  });
  await cartPage.open();
  await expect(cartPage.lines).toHaveCount(2);

  await cartPage.clearButton.click();
  await expect(cartPage.clearDialog).toContainText(cartMessages.clearConfirmText);
  await cartPage.clearCancel.click();
  await expect(cartPage.clearDialog).toHaveCount(0);
  await expect(cartPage.lines).toHaveCount(2);

  await cartPage.clear();
  await expect(cartPage.empty).toContainText(cartMessages.empty);
  await expect(cartPage.heading).toHaveText(cartHeading(0));
  await expect(cartPage.clearButton).toHaveCount(0);
  await expect(cartPage.header.cartCount).toHaveText('0');
  await expect.poll(() => cartPage.storedCart()).toEqual([]);

  await cartPage.startShopping.click();
  await expect(page).toHaveURL('/');
});

test('another tab of the shop follows the guest cart without a reload', async ({
  detailsPage,
  cartPage,
  context,
}) => {
  const otherCart = new CartPage(await context.newPage());
  await otherCart.open();
  await expect(otherCart.empty).toBeVisible();

  await detailsPage.open(cooker.categoryid, cooker.id);
  await detailsPage.addToCart.click();
  await expect(detailsPage.header.cartCount).toHaveText('1');

  await expect(otherCart.header.cartCount).toHaveText('1');
  await expect(otherCart.line(cooker.id).quantity).toHaveText('1');
  await otherCart.line(cooker.id).increase.click();
  await expect(detailsPage.header.cartCount).toHaveText('2');
  await expect.poll(() => cartPage.storedCart()).toEqual([localItemFromProduct(cooker, { qty: 2 })]);
});
