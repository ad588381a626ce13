import { randomUUID } from 'node:crypto';
import { api, toAmount } from '@shop/core';
import { findPinCode } from '@shop/core/addresses';
import { type CartReply, cartItemTotals, cartSummary } from '@shop/core/cart';
import { orderTotals } from '@shop/core/checkout';
import { checkCashOnDelivery } from '@shop/core/payments';
import { JourneyFailed, PacedUser, type PacedUserSettings } from '../shared/paced-user';
import { type CategoryPages, LISTING_LIMIT, UPI_PAYS } from '../shared/shop-catalogue';
import { recordMismatch, type Tally } from '../shared/tally';

/**
 * One virtual shopper: loops a visit (categories → a listing page → search → a product's details →
 * sign in → add to cart, sometimes change a quantity or drop a line → read the cart → sometimes
 * check out), one call at a time with a pause between calls, as a person clicks. Every cart reply
 * is checked against @shop/core's own cart arithmetic from the prices the shopper was shown.
 */

export interface ShopperAccount {
  readonly email: string;
  readonly password: string;
  readonly addressId: number;
}

export interface JourneySettings extends PacedUserSettings {
  readonly categories: readonly CategoryPages[];
  readonly searchQueries: readonly string[];
  /** The share of visits that end with an order. */
  readonly checkoutShare: number;
  /** The PIN code of every shopper's address (see prepare.ts). */
  readonly pin: string;
}

/** A cart longer than this loses a line before it grows again. */
const MAX_CART_LINES = 4;

interface ExpectedLine {
  quantity: number;
  readonly price: number;
  readonly oldprice: number;
}

export class VirtualUser extends PacedUser {
  /** What the cart must hold; undefined until it is read (at the start, or after a failure). */
  private cart: Map<number, ExpectedLine> | undefined;

  constructor(
    index: number,
    private readonly account: ShopperAccount,
    private readonly settings: JourneySettings,
    tally: Tally,
  ) {
    super('user', index, settings, tally);
  }

  protected override onJourneyFailed(): void {
    this.cart = undefined;
  }

  protected async journey(): Promise<void> {
    const { categories, searchQueries } = this.settings;
    await this.call(api.products.listCategories);
    const category = this.random.pick(categories);
    const listing = await this.call(api.products.listByCategory, {
      body: { categoryid: category.id, page: this.random.int(1, category.pages), limit: LISTING_LIMIT },
    });
    await this.call(api.products.search, { query: { q: this.random.pick(searchQueries) } });
    const chosen = this.random.pick(listing.products);
    const { product } = await this.call(api.products.getByIds, {
      body: { categoryId: chosen.categoryid, productId: chosen.id },
    });
    const { token } = await this.call(api.users.signIn, {
      body: { emailId: this.account.email, password: this.account.password },
    });

    this.checkCart(await this.call(api.cart.get, { token }), 'cart.get at sign-in');
    const cart = this.cart ?? new Map<number, ExpectedLine>();
    const quantity = this.random.int(1, 2);
    const line = cart.get(product.id);
    if (line) line.quantity += quantity;
    else cart.set(product.id, { quantity, price: product.price, oldprice: product.oldprice });
    this.checkCart(
      await this.call(api.cart.add, {
        token,
        body: { productId: product.id, quantity, requestId: randomUUID() },
      }),
      'cart.add',
    );

    if (cart.size > 1 && this.random.chance(0.5)) {
      const productId = this.random.pick([...cart.keys()]);
      const changed = this.random.int(1, 3);
      (cart.get(productId) as ExpectedLine).quantity = changed;
      this.checkCart(
        await this.call(api.cart.update, { token, body: { productId, quantity: changed } }),
        'cart.update',
      );
    }
    if (cart.size > MAX_CART_LINES) {
      const productId = this.random.pick([...cart.keys()].filter((id) => id !== product.id));
      cart.delete(productId);
      this.checkCart(await this.call(api.cart.remove, { token, body: { productId } }), 'cart.remove');
    }
    this.checkCart(await this.call(api.cart.get, { token }), 'cart.get');

    if (this.random.chance(this.settings.checkoutShare)) await this.checkout(token, cart);
  }

  private async checkout(token: string, cart: Map<number, ExpectedLine>): Promise<void> {
    const { dates } = await this.call(api.checkout.deliveryDates);
    const date = dates.find((day) => day.slots.some((slot) => slot.kind === 'standard' && slot.available));
    if (!date) throw new JourneyFailed('no delivery date offers the standard slot');
    const pin = findPinCode(this.settings.pin);
    if (!pin) throw new Error(`PIN ${this.settings.pin} is not one @shop/core knows`);
    const lines = [...cart.values()].map((line) => ({
      price: line.price,
      oldPrice: line.oldprice,
      quantity: line.quantity,
    }));
    const expected = orderTotals(lines, { slot: 'standard', buyerStateCode: pin.stateCode });
    const order = await this.call(api.orders.place, {
      token,
      body: {
        idempotencyKey: randomUUID(),
        addressId: this.account.addressId,
        delivery: { date: date.date, slot: 'standard' },
        payment: checkCashOnDelivery(expected.total, pin).ok
          ? { method: 'cod' }
          : { method: 'upi', upiId: UPI_PAYS },
        expectedTotal: expected.total,
      },
    });
    this.tally.orders += 1;
    this.tally.cartChecks += 1;
    if (order.totals.total !== expected.total || order.totals.subtotal !== expected.subtotal) {
      recordMismatch(
        this.tally,
        `order ${order.orderNumber}: total ${order.totals.total} / subtotal ${order.totals.subtotal}, ` +
          `@shop/core says ${expected.total} / ${expected.subtotal}`,
      );
    }
    cart.clear();
  }

  /**
   * The reply's lines must be the expected ones, and every figure exactly what @shop/core's cart
   * rules make of the prices shown on the details screen. Unknown (first read, or after a failed
   * call): the reply becomes the expectation.
   */
  private checkCart(reply: CartReply, after: string): void {
    const held = new Map<number, ExpectedLine>(
      reply.items.map((item) => [
        item.productId,
        {
          quantity: item.quantity,
          price: toAmount(item.product.price),
          oldprice: toAmount(item.product.oldprice),
        },
      ]),
    );
    if (this.cart === undefined) {
      this.cart = held;
      return;
    }
    this.tally.cartChecks += 1;
    const expectedLines = [...this.cart.entries()];
    const problems: string[] = [];
    if (held.size !== this.cart.size) problems.push(`${held.size} lines, expected ${this.cart.size}`);
    for (const [productId, line] of expectedLines) {
      const item = reply.items.find((candidate) => candidate.productId === productId);
      if (!item) {
        problems.push(`no line for product ${productId}`);
        continue;
      }
      const totals = cartItemTotals(line.price, line.oldprice, line.quantity);
      if (item.quantity !== line.quantity)
        problems.push(`product ${productId} ×${item.quantity}, expected ×${line.quantity}`);
      if (item.totals.total !== totals.total || item.totals.youSave !== totals.youSave) {
        problems.push(
          `product ${productId} totals ${JSON.stringify(item.totals)}, expected ${JSON.stringify(totals)}`,
        );
      }
    }
    const summary = cartSummary(
      expectedLines.map(([, line]) => ({
        price: line.price,
        oldPrice: line.oldprice,
        quantity: line.quantity,
      })),
    );
    const replied = reply.summary;
    for (const field of ['subtotal', 'youSave', 'deliveryFee', 'tax', 'total'] as const) {
      if (replied[field] !== summary[field])
        problems.push(`${field} ${replied[field]}, expected ${summary[field]}`);
    }
    if (problems.length > 0) {
      recordMismatch(this.tally, `${this.account.email} after ${after}: ${problems.join('; ')}`);
      throw new JourneyFailed('cart mismatch');
    }
  }
}
