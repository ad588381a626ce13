import { randomUUID } from 'node:crypto';
import { api } from '@shop/core';
import { findPinCode } from '@shop/core/addresses';
import { orderTotals } from '@shop/core/checkout';
import { checkCashOnDelivery } from '@shop/core/payments';
import { JourneyFailed, PacedUser, type PacedUserSettings } from '../shared/paced-user';
import { type CategoryPages, LISTING_LIMIT, UPI_PAYS } from '../shared/shop-catalogue';
import type { Tally } from '../shared/tally';

/**
 * One learner of a class practising against the shop: signed in once (an account of the test-data
 * API, with a sandbox key of its own), it loops listing → search → details → add to cart → read the
 * cart, about a second apart, as a learner's test script or a person at the keyboard does; a
 * checkout learner then places an order for what the cart holds.
 */

/** Stock a lesson's adds leave alone: a product the class's orders cannot sell out within the hour. */
const PLENTIFUL_STOCK = 50;

export interface LearnerAccount {
  /** The learner's own `x-qa-sandbox` key. */
  readonly sandbox: string;
  readonly token: string;
  /** A saved address: only checkout learners have one. */
  readonly addressId?: number;
}

export interface LessonSettings extends PacedUserSettings {
  readonly categories: readonly CategoryPages[];
  readonly searchQueries: readonly string[];
  /** The PIN code of the checkout learners' addresses. */
  readonly pin: string;
}

export class Learner extends PacedUser {
  /** What the cart holds since the last order: the prices that order's total is made of. */
  private readonly lines = new Map<number, { quantity: number; price: number; oldPrice: number }>();

  constructor(
    index: number,
    private readonly account: LearnerAccount,
    private readonly settings: LessonSettings,
    tally: Tally,
  ) {
    // Each learner's own machine on the classroom's network, with its own sandbox.
    super('learner', index, settings, tally, { 'x-qa-sandbox': account.sandbox });
  }

  protected async journey(): Promise<void> {
    const { token } = this.account;
    const category = this.random.pick(this.settings.categories);
    const listing = await this.call(api.products.listByCategory, {
      body: { categoryid: category.id, page: this.random.int(1, category.pages), limit: LISTING_LIMIT },
    });
    await this.call(api.products.search, { query: { q: this.random.pick(this.settings.searchQueries) } });
    // A learner adds what the page offers: a product out of stock has no Add to Cart. The class's
    // orders take stock all lesson long (thousands of units an hour), so a learner's exercise
    // picks a product with stock to spare, as a teacher's lesson plan would.
    const plentiful = listing.products.filter((product) => product.stock >= PLENTIFUL_STOCK);
    const inStock = listing.products.filter((product) => product.stock > 0);
    const chosen = this.random.pick(
      plentiful.length > 0 ? plentiful : inStock.length > 0 ? inStock : listing.products,
    );
    const { product } = await this.call(api.products.getByIds, {
      body: { categoryId: chosen.categoryid, productId: chosen.id },
    });
    await this.call(api.cart.add, {
      token,
      body: { productId: product.id, quantity: 1, requestId: randomUUID() },
    });
    const line = this.lines.get(product.id);
    if (line) line.quantity += 1;
    else this.lines.set(product.id, { quantity: 1, price: product.price, oldPrice: product.oldprice });
    await this.call(api.cart.get, { token });
    if (this.account.addressId !== undefined) await this.checkout(this.account.addressId);
  }

  private async checkout(addressId: number): Promise<void> {
    const { dates } = await this.call(api.checkout.deliveryDates);
    const date = dates.find((day) => day.slots.some((slot) => slot.kind === 'standard' && slot.available));
    if (!date) throw new JourneyFailed('no delivery date offers the standard slot');
    const pin = findPinCode(this.settings.pin);
    if (!pin) throw new Error(`PIN ${this.settings.pin} is not one @shop/core knows`);
    const expected = orderTotals([...this.lines.values()], {
      slot: 'standard',
      buyerStateCode: pin.stateCode,
    });
    const cod = checkCashOnDelivery(expected.total, pin).ok;
    await this.call(api.orders.place, {
      token: this.account.token,
      body: {
        idempotencyKey: randomUUID(),
        addressId,
        delivery: { date: date.date, slot: 'standard' },
        payment: cod ? { method: 'cod' } : { method: 'upi', upiId: UPI_PAYS },
        expectedTotal: expected.total,
      },
    });
    this.tally.orders += 1;
    this.lines.clear();
  }
}
