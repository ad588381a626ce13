import { findProduct } from '@shop/catalog';
import { deliveryDates } from '@shop/core/checkout';
import { type Product } from '@shop/core/products';
import { testIds } from '@shop/ui/test-ids';
import { type Locator } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { CheckoutPage } from '../../pages/CheckoutPage';
import { Header } from '../../pages/Header';
import { ProfilePage } from '../../pages/ProfilePage';
import { seedBrowser } from '../../support/cart';
import { chooseRadio, expectVisibleFocus, tabTo } from '../../support/keyboard';
import { FILLED } from '../../support/profile';

/**
 * Issue 29: the shop's main journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows,
 * Escape; no mouse, no `.click()`, no `.fill()`): from the header's search to an order placed with
 * cash on delivery, and every profile modal opened, filled, saved and closed, with the focus back
 * on the control that opened it.
 */

const lava = findProduct(125) as Product;
/** The day after tomorrow (IST): every slot is offered on it, whatever the hour of the run. */
const everySlotDate = () => deliveryDates(new Date())[1]!.date;
const ORDER_URL = /\/orders\/SL-\d{8}-[A-Z2-9]{5}$/;

test.beforeEach(async ({ page, shopper }) => {
  await seedBrowser(page, { session: shopper.session });
});

test('search → listing → details → Add to Cart → cart → checkout → order placed, by keyboard', async ({
  page,
  homePage,
  listingPage,
  detailsPage,
  shopper,
  shopApi,
}) => {
  const header = new Header(page);
  await homePage.open();
  await expect(header.userName).toBeVisible();

  // The header's search: typed words, then Enter for the listing of every match.
  await tabTo(page, header.searchInput);
  await expectVisibleFocus(header.searchInput);
  await page.keyboard.type(lava.brand);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?.*search=Lava/);
  await expect(listingPage.cardLink(lava.id)).toBeVisible();

  // Past the filters (every brand of the catalogue for a search of every category) in one step,
  // then the product's card, a link: Enter follows it.
  await tabTo(page, listingPage.skipToResults);
  await expectVisibleFocus(listingPage.skipToResults);
  await page.keyboard.press('Enter');
  await expect(listingPage.results).toBeFocused();
  await tabTo(page, listingPage.cardLink(lava.id));
  await expectVisibleFocus(listingPage.cardLink(lava.id));
  await page.keyboard.press('Enter');
  await expect(detailsPage.name).toHaveText(lava.productname);

  await tabTo(page, detailsPage.addToCart);
  await expectVisibleFocus(detailsPage.addToCart);
  await page.keyboard.press('Enter');
  await expect(detailsPage.notifications).toContainText('Added to cart');
  await expect(header.cartCount).toHaveText('1');

  // Back up to the header's cart.
  await tabTo(page, header.cartLink, { backwards: true });
  await expectVisibleFocus(header.cartLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/cart');
  const proceed = page.getByTestId(testIds.cart.checkout);
  await tabTo(page, proceed);
  await expectVisibleFocus(proceed);
  await page.keyboard.press('Enter');

  // Checkout, Address: a fresh account has none, so the form comes first.
  const checkout = new CheckoutPage(page);
  await expect(page).toHaveURL('/checkout');
  await expect(checkout.addressForm).toBeVisible();
  const fields = [
    ['fullName', 'Meera Nair'],
    ['mobile', '9845012345'],
    ['line1', '12, 3rd Cross, Koramangala'],
    ['pin', '560034'],
  ] as const;
  for (const [field, value] of fields) {
    await tabTo(page, checkout.addressField(field));
    await expectVisibleFocus(checkout.addressField(field));
    await page.keyboard.type(value);
  }
  await expect(checkout.pinLookup).toHaveText('Bengaluru, Karnataka');
  await tabTo(page, checkout.addressSave);
  await page.keyboard.press('Enter');
  await expect(checkout.addressForm).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Meera Nair/ })).toBeChecked();
  await tabTo(page, checkout.continueButton);
  await expectVisibleFocus(checkout.continueButton);
  await page.keyboard.press('Enter');

  // Delivery: a radio group is one Tab stop; the arrows move within it, Space chooses.
  await expect(checkout.panel('delivery')).toBeVisible();
  const date = checkout.deliveryDate(everySlotDate());
  await chooseRadio(page, checkout.deliveryDates(), date);
  await expectVisibleFocus(date);
  const standard = checkout.deliverySlot('standard');
  await chooseRadio(page, checkout.deliverySlots(), standard);
  await tabTo(page, checkout.continueButton);
  await page.keyboard.press('Enter');

  // Payment: cash on delivery.
  await expect(checkout.panel('payment')).toBeVisible();
  const cod = checkout.paymentMethod('cod');
  await chooseRadio(page, checkout.paymentMethods(), cod);
  await expectVisibleFocus(cod);
  await tabTo(page, checkout.continueButton);
  await page.keyboard.press('Enter');

  // Review, then Place Order.
  await expect(checkout.reviewPayment).toHaveText('Cash on delivery');
  await tabTo(page, checkout.placeOrder);
  await expectVisibleFocus(checkout.placeOrder);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(ORDER_URL);
  await expect(page.getByTestId(testIds.order.heading)).toBeVisible();

  const { orders } = await shopApi.orders(shopper.token);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.firstItemName).toBe(lava.productname);
  expect(orders[0]!.itemCount).toBe(1);
});

test('every profile modal: opened, filled and saved by keyboard; Escape closes; focus comes back', async ({
  page,
}) => {
  const profile = new ProfilePage(page);
  await profile.open();

  /** Opens `row`'s modal with Enter from its Add/Update button; the focus moves into the modal. */
  const open = async (row: Parameters<ProfilePage['row']>[0]) => {
    const edit = profile.row(row).edit;
    await expect(edit).toBeEnabled();
    await tabTo(page, edit);
    await expectVisibleFocus(edit);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null))
      .toBe(true);
    return edit;
  };
  /** Saves with Enter on Save; the modal closes and the focus is back on `edit`. */
  const save = async (modal: { save: Locator; dialog: Locator }, edit: Locator) => {
    await tabTo(page, modal.save);
    await expectVisibleFocus(modal.save);
    await page.keyboard.press('Enter');
    await expect(modal.dialog).toHaveCount(0);
    await expect(edit).toBeFocused();
  };
  /** Opens again and closes with Escape: nothing changes, the focus is back on `edit`. */
  const escape = async (row: Parameters<ProfilePage['row']>[0], dialog: Locator) => {
    const edit = await open(row);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(edit).toBeFocused();
  };

  // Preferred department: Women's (the fit attributes follow from it).
  let edit = await open('department');
  const women = profile.department.option(FILLED.department.id);
  await expect(women).toBeVisible();
  await chooseRadio(page, profile.department.dialog.getByRole('radio'), women);
  await save(profile.department, edit);
  await expect(profile.row('department').value).toHaveText(FILLED.department.gender);
  await escape('department', profile.department.dialog);

  // Height and weight: two numbers typed (the units keep their defaults).
  edit = await open('height-weight');
  await tabTo(page, profile.heightWeight.height);
  await page.keyboard.type(String(FILLED.stats.heightValue));
  await tabTo(page, profile.heightWeight.weight);
  await page.keyboard.type(String(FILLED.stats.weightValue));
  await save(profile.heightWeight, edit);
  await expect(profile.row('height-weight').value).toContainText(String(FILLED.stats.heightValue));
  await escape('height-weight', profile.heightWeight.dialog);

  // Age group: a radio group.
  edit = await open('age-group');
  const age = profile.ageGroup.option(FILLED.ageGroup.id);
  await chooseRadio(page, profile.ageGroup.dialog.getByRole('radio'), age);
  await save(profile.ageGroup, edit);
  await expect(profile.row('age-group').value).toHaveText(FILLED.ageGroup.ageRange);
  await escape('age-group', profile.ageGroup.dialog);

  // Fit: one radio group per attribute.
  edit = await open('fit');
  await expect(profile.fit.loading).toHaveCount(0);
  for (const name of Object.keys(FILLED.fit)) {
    await chooseRadio(
      page,
      profile.fit.attribute(name).getByRole('radio'),
      profile.fit.option(name, 'Average'),
    );
  }
  await save(profile.fit, edit);
  await escape('fit', profile.fit.dialog);

  // Shoes: the size select with the arrows, then a width.
  edit = await open('shoes');
  await tabTo(page, profile.shoes.size);
  await page.keyboard.press('ArrowDown');
  await expect(profile.shoes.size).not.toHaveValue('');
  await chooseRadio(page, profile.shoes.dialog.getByRole('radio'), profile.shoes.width('Standard'));
  await save(profile.shoes, edit);
  await escape('shoes', profile.shoes.dialog);
});
