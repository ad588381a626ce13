import type { Locator, Page } from '@playwright/test';
import { LOCAL_CART_LOCAL_STORAGE_KEY } from '@shop/core';
import { cartMessages, type LocalCartItem } from '@shop/core/cart';
import { testIds } from '@shop/ui/test-ids';
import { Header } from './Header';

const ids = testIds.cart;

/** One line of the cart page, found by its key (the product id, `{id}-2` for a further line). */
export class CartLine {
  readonly root: Locator;
  readonly name: Locator;
  readonly brand: Locator;
  readonly freeDelivery: Locator;
  readonly price: Locator;
  readonly oldPrice: Locator;
  readonly discount: Locator;
  readonly storage: Locator;
  readonly color: Locator;
  /** 'Saved on this device' / 'Waiting to sync' for a line outside the account's cart. */
  readonly origin: Locator;
  readonly decrease: Locator;
  readonly quantity: Locator;
  readonly increase: Locator;
  readonly total: Locator;
  readonly remove: Locator;

  constructor(page: Page, key: string) {
    this.root = page.getByTestId(ids.line(key));
    this.name = page.getByTestId(ids.lineName(key));
    this.brand = page.getByTestId(ids.lineBrand(key));
    this.freeDelivery = page.getByTestId(ids.lineFreeDelivery(key));
    this.price = page.getByTestId(`${ids.linePrice(key)}-current`);
    this.oldPrice = page.getByTestId(`${ids.linePrice(key)}-old`);
    this.discount = page.getByTestId(`${ids.linePrice(key)}-discount`);
    this.storage = page.getByTestId(ids.lineStorage(key));
    this.color = page.getByTestId(ids.lineColor(key));
    this.origin = page.getByTestId(ids.lineOrigin(key));
    this.decrease = page.getByTestId(ids.lineDecrease(key));
    this.quantity = page.getByTestId(ids.lineQuantity(key));
    this.increase = page.getByTestId(ids.lineIncrease(key));
    this.total = page.getByTestId(ids.lineTotal(key));
    this.remove = page.getByTestId(ids.lineRemove(key));
  }
}

/** /cart: the lines, the Order Summary and the notices of spec §2 and §4. */
export class CartPage {
  readonly header: Header;
  readonly screen: Locator;
  readonly heading: Locator;
  readonly back: Locator;
  readonly clearButton: Locator;
  readonly loading: Locator;
  readonly fetchError: Locator;
  readonly empty: Locator;
  readonly startShopping: Locator;
  readonly offlineNotice: Locator;
  readonly keptError: Locator;
  readonly keptErrorRetry: Locator;
  readonly keptErrorDismiss: Locator;
  /** Every line shown (the account's, this device's and the offline ones), in order. */
  readonly lines: Locator;
  readonly freeDeliveryCard: Locator;
  readonly summary: {
    subtotalLabel: Locator;
    subtotal: Locator;
    youSave: Locator;
    deliveryFee: Locator;
    tax: Locator;
    total: Locator;
  };
  readonly continueShopping: Locator;
  /** The Clear Cart confirmation and its buttons. */
  readonly clearDialog: Locator;
  readonly clearConfirm: Locator;
  readonly clearCancel: Locator;
  readonly notifications: Locator;

  constructor(private readonly page: Page) {
    this.header = new Header(page);
    this.screen = page.getByTestId(ids.screen);
    this.heading = page.getByTestId(ids.heading);
    this.back = page.getByTestId(ids.back);
    this.clearButton = page.getByTestId(ids.clear);
    this.loading = page.getByTestId(ids.loading);
    this.fetchError = page.getByTestId(ids.fetchError);
    this.empty = page.getByTestId(ids.empty);
    this.startShopping = page.getByTestId(ids.startShopping);
    this.offlineNotice = page.getByTestId(ids.offline);
    this.keptError = page.getByTestId(ids.keptError);
    this.keptErrorRetry = page.getByTestId(ids.keptErrorRetry);
    this.keptErrorDismiss = page.getByTestId(ids.keptErrorDismiss);
    this.lines = page.getByTestId(ids.lines).locator(':scope > li');
    this.freeDeliveryCard = page.getByTestId(ids.freeDelivery);
    this.summary = {
      subtotalLabel: page.getByTestId(ids.summarySubtotalLabel),
      subtotal: page.getByTestId(ids.summarySubtotal),
      youSave: page.getByTestId(ids.summaryYouSave),
      deliveryFee: page.getByTestId(ids.summaryDeliveryFee),
      tax: page.getByTestId(ids.summaryTax),
      total: page.getByTestId(ids.summaryTotal),
    };
    this.continueShopping = page.getByTestId(ids.continueShopping);
    this.clearDialog = page.getByRole('dialog', { name: cartMessages.clearConfirmTitle, exact: true });
    this.clearConfirm = this.clearDialog.getByRole('button', { name: 'Clear Cart', exact: true });
    this.clearCancel = this.clearDialog.getByRole('button', { name: 'Cancel', exact: true });
    this.notifications = page.getByRole('region', { name: 'Notifications' });
  }

  async open(): Promise<void> {
    await this.page.goto('/cart');
  }

  line(key: string | number): CartLine {
    return new CartLine(this.page, String(key));
  }

  /** Clear Cart, then yes in its confirmation. */
  async clear(): Promise<void> {
    await this.clearButton.click();
    await this.clearConfirm.click();
  }

  /** This device's cart (§3 field names), read once: wrap it in `expect.poll` after a change. */
  async storedCart(): Promise<LocalCartItem[]> {
    const raw = await this.page.evaluate((key) => localStorage.getItem(key), LOCAL_CART_LOCAL_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as LocalCartItem[]) : [];
  }
}
