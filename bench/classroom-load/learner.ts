import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { api, createRandom, type Endpoint, type Random } from '@shop/core';
import { findPinCode } from '@shop/core/addresses';
import { orderTotals } from '@shop/core/checkout';
import { checkCashOnDelivery } from '@shop/core/payments';
import { type CallOptions, ShopClient } from '../shared/http-client';
import { type CategoryPages, LISTING_LIMIT } from '../shared/shop-catalogue';
import { recordCall, type Tally } from '../shared/tally';

/**
 * One learner of a class practising against the shop: signed in once (an account of the test-data
 * API, with a sandbox key of its own), it loops listing → search → details → add to cart → read the
 * cart, about a second apart, as a learner's test script or a person at the keyboard does; a
 * checkout learner then places an order for what the cart holds.
 */

export interface LearnerAccount {
  /** The learner's own `x-qa-sandbox` key. */
  readonly sandbox: string;
  readonly token: string;
  /** A saved address: only checkout learners have one. */
  readonly addressId?: number;
}

export interface LessonSettings {
  readonly base: string;
  readonly categories: readonly CategoryPages[];
  readonly searchQueries: readonly string[];
  /** Pause before every call, drawn uniformly (milliseconds). */
  readonly thinkMs: readonly [number, number];
  readonly seed: string;
  /** The PIN code of the checkout learners' addresses. */
  readonly pin: string;
}

/** A UPI id that pays at once (README "Checkout"), for a cart past the cash-on-delivery limit. */
const UPI_PAYS = 'success@shoplane';

/** Thrown to end a round once a call failed: the failure is tallied already. */
class RoundFailed extends Error {}
/** Thrown instead of a call past the end of the run. */
class TimeUp extends Error {}

export class Learner {
  private readonly random: Random;
  private readonly client: ShopClient;
  private until = 0;
  /** What the cart holds since the last order: the prices that order's total is made of. */
  private readonly lines = new Map<number, { quantity: number; price: number; oldPrice: number }>();

  constructor(
    index: number,
    private readonly account: LearnerAccount,
    private readonly settings: LessonSettings,
    private readonly tally: Tally,
  ) {
    this.random = createRandom(`${settings.seed}:learner:${index}`);
    // Each learner's own machine on the classroom's network: 10.x.y.z from the index.
    this.client = new ShopClient(
      settings.base,
      `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      { 'x-qa-sandbox': account.sandbox },
    );
  }

  /** Loops rounds until `until` (performance.now()); no call starts after it. */
  async run(until: number): Promise<void> {
    this.until = until;
    try {
      while (performance.now() < until) {
        try {
          await this.round();
        } catch (error) {
          if (error instanceof TimeUp) break;
          if (!(error instanceof RoundFailed)) throw error;
        }
        this.tally.journeys += 1;
      }
    } finally {
      this.client.close();
    }
  }

  private async call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}) {
    const pause = this.random.int(this.settings.thinkMs[0], this.settings.thinkMs[1]);
    if (pause > 0) await sleep(pause);
    if (performance.now() >= this.until) throw new TimeUp();
    const timed = await this.client.call(endpoint, options);
    recordCall(this.tally, endpoint.id, timed.ms, timed.failure);
    if (timed.reply === undefined) throw new RoundFailed(timed.failure ?? 'no reply');
    return timed.reply;
  }

  private async round(): Promise<void> {
    const { token } = this.account;
    const category = this.random.pick(this.settings.categories);
    const listing = await this.call(api.products.listByCategory, {
      body: { categoryid: category.id, page: this.random.int(1, category.pages), limit: LISTING_LIMIT },
    });
    await this.call(api.products.search, { query: { q: this.random.pick(this.settings.searchQueries) } });
    // A learner adds what the page offers: a product out of stock has no Add to Cart.
    const inStock = listing.products.filter((product) => product.stock > 0);
    const chosen = this.random.pick(inStock.length > 0 ? inStock : listing.products);
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
    if (!date) throw new RoundFailed('no delivery date offers the standard slot');
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
