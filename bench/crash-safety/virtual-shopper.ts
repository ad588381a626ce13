import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { api, type BodyOf, createRandom, type Random } from '@shop/core';
import type { CallOutcome, CrashableShop } from './crashable-shop';
import {
  cartLinesOf,
  type CartLines,
  describeCart,
  type Ledger,
  sameCart,
  type Shopper,
  type WriteKind,
} from './ledger';

/**
 * One virtual shopper of the write load: signs up, saves an address, adds, changes and removes cart
 * lines and places cash-on-delivery orders, one call at a time, as a person would. Each
 * acknowledged write goes into the ledger. A write whose reply a kill cut off may or may not have
 * landed: after the restart the shopper finds out (reads the cart, re-sends the sign-up or the order
 * with its idempotency key) before going on, and checks that its cart is still what the server
 * last acknowledged.
 */

/** Pause between two calls of one shopper: a modest load, not a flood. */
const THINK_MS = { min: 5, max: 40 };
/** A cart of at most this many lines of at most this many units keeps orders within the COD limit. */
export const MAX_LINES = 3;
export const MAX_UNITS = 3;
/** After an order, the chance that the next write comes from a new account. */
const NEW_ACCOUNT_AFTER_ORDER = 0.35;

export interface LoadPlan {
  readonly shop: CrashableShop;
  readonly ledger: Ledger;
  /** Cheap products with plenty of stock. */
  readonly productIds: readonly number[];
  /** The delivery date orders ask for (standard slot). */
  deliveryDate(): string;
  /** Asks for the delivery dates again (after a refusal: the date may have passed). */
  refreshDeliveryDate(): Promise<void>;
  readonly seed: string;
  /** Set when the load should end: each shopper finishes its current call and stops. */
  stopped(): boolean;
}

type PlaceOrderBody = NonNullable<BodyOf<typeof api.orders.place>>;
type SignUpBody = NonNullable<BodyOf<typeof api.users.createUser>>;

/** A write that lost its reply and is settled after the restart. */
type Pending =
  | { readonly kind: 'sign-up'; readonly body: SignUpBody; readonly duringKill: boolean }
  | { readonly kind: 'address'; readonly duringKill: boolean }
  | { readonly kind: 'order'; readonly body: PlaceOrderBody; readonly duringKill: boolean };

/** A cart write that lost its reply: the next reading of the cart tells which state it left. */
interface PendingCart {
  readonly kind: WriteKind;
  readonly before: CartLines;
  readonly after: CartLines;
  readonly duringKill: boolean;
}

export class VirtualShopper {
  private readonly random: Random;
  private me: Shopper | undefined;
  private accounts = 0;
  private pending: Pending | undefined;
  private pendingCart: PendingCart | undefined;
  private seenLife: number;

  constructor(
    private readonly index: number,
    private readonly plan: LoadPlan,
  ) {
    this.random = createRandom(`${plan.seed}:shopper:${index}`);
    this.seenLife = plan.shop.life;
  }

  async run(): Promise<void> {
    while (!this.plan.stopped()) {
      if (this.plan.shop.life !== this.seenLife) {
        this.seenLife = this.plan.shop.life;
        await this.checkCart();
      } else if (this.pending) {
        await this.settle(this.pending);
      } else {
        await this.step();
        await sleep(this.random.int(THINK_MS.min, THINK_MS.max));
      }
    }
  }

  private get shop() {
    return this.plan.shop;
  }

  private get ledger() {
    return this.plan.ledger;
  }

  /** One write chosen by the shopper's seeded random. */
  private async step(): Promise<void> {
    const me = this.me;
    if (!me) return this.signUp(this.newAccount());
    if (me.carts.length > 1) return this.checkCart();
    if (me.addressIds.length === 0) return this.saveAddress(me);
    const cart = me.carts[0] ?? new Map<number, number>();
    const roll = this.random.next();
    if (cart.size === 0 || (roll < 0.35 && cart.size < MAX_LINES)) return this.addLine(me, cart);
    if (roll < 0.65) return this.setQuantity(me, cart);
    if (roll < 0.8) return this.removeLine(me, cart);
    return this.placeOrder(me, cart);
  }

  private newAccount(): SignUpBody {
    this.accounts += 1;
    const tag = `${this.index}-${this.accounts}`;
    return {
      firstName: 'Crash',
      lastName: 'Tester',
      emailId: `crash-${this.plan.seed}-${tag}@example.com`,
      password: `Sigkill-${tag}!ok`,
    };
  }

  /** A reply that never came: remembered to settle, and counted when no kill explains it. */
  private lostReply(outcome: { duringKill: boolean; reason: string }, what: string): void {
    if (!outcome.duringKill) this.ledger.unexpected.push(`${what}: ${outcome.reason}`);
  }

  private async signUp(body: SignUpBody): Promise<void> {
    const outcome = await this.shop.call(api.users.createUser, { body });
    if (outcome.kind === 'acknowledged') {
      this.ledger.acknowledge('sign-up');
      this.enrol(body, outcome.reply.user.userId, outcome.reply.token, outcome.reply.token);
    } else if (outcome.kind === 'refused') {
      this.ledger.refuse('sign-up', outcome.status, outcome.body);
    } else {
      this.lostReply(outcome, `sign-up of ${body.emailId}`);
      this.pending = { kind: 'sign-up', body, duringKill: outcome.duringKill };
    }
  }

  private enrol(body: SignUpBody, userId: number, token: string, signUpToken: string | undefined): void {
    const shopper: Shopper = {
      email: body.emailId,
      password: body.password,
      userId,
      signUpToken,
      token,
      carts: [new Map()],
      addressIds: [],
      orders: [],
    };
    this.ledger.shoppers.push(shopper);
    this.me = shopper;
  }

  private async saveAddress(me: Shopper): Promise<void> {
    const outcome = await this.shop.call(api.addresses.create, {
      token: me.token,
      // 560034 (Bengaluru) offers cash on delivery.
      body: {
        fullName: 'Crash Tester',
        mobile: '9845012345',
        line1: '12, 3rd Cross',
        pin: '560034',
        type: 'Home',
      },
    });
    if (outcome.kind === 'acknowledged') {
      this.ledger.acknowledge('address');
      me.addressIds.push(outcome.reply.id);
    } else if (outcome.kind === 'refused') {
      this.ledger.refuse('address', outcome.status, outcome.body);
    } else {
      this.lostReply(outcome, `address of ${me.email}`);
      this.pending = { kind: 'address', duringKill: outcome.duringKill };
    }
  }

  private async addLine(me: Shopper, cart: CartLines): Promise<void> {
    const choices = this.plan.productIds.filter((productId) => !cart.has(productId));
    const productId = this.random.pick(choices);
    const quantity = this.random.int(1, MAX_UNITS);
    const after = new Map(cart).set(productId, quantity);
    await this.cartWrite(me, 'cart add', cart, after, (token) =>
      this.shop.call(api.cart.add, { token, body: { productId, quantity, requestId: randomUUID() } }),
    );
  }

  private async setQuantity(me: Shopper, cart: CartLines): Promise<void> {
    const productId = this.random.pick([...cart.keys()]);
    const quantity = this.random.int(1, MAX_UNITS);
    const after = new Map(cart).set(productId, quantity);
    await this.cartWrite(me, 'cart update', cart, after, (token) =>
      this.shop.call(api.cart.update, { token, body: { productId, quantity } }),
    );
  }

  private async removeLine(me: Shopper, cart: CartLines): Promise<void> {
    const productId = this.random.pick([...cart.keys()]);
    const after = new Map(cart);
    after.delete(productId);
    await this.cartWrite(me, 'cart remove', cart, after, (token) =>
      this.shop.call(api.cart.remove, { token, body: { productId } }),
    );
  }

  private async cartWrite(
    me: Shopper,
    kind: WriteKind,
    before: CartLines,
    after: CartLines,
    send: (token: string) => Promise<CallOutcome<typeof api.cart.get>>,
  ): Promise<void> {
    const outcome = await send(me.token);
    if (outcome.kind === 'acknowledged') {
      this.ledger.acknowledge(kind);
      me.carts = [cartLinesOf(outcome.reply)];
    } else if (outcome.kind === 'refused') {
      this.ledger.refuse(kind, outcome.status, outcome.body);
    } else {
      this.lostReply(outcome, `${kind} of ${me.email}`);
      me.carts = [before, after];
      this.pendingCart = { kind, before, after, duringKill: outcome.duringKill };
    }
  }

  private async placeOrder(me: Shopper, cart: CartLines): Promise<void> {
    const addressId = me.addressIds.at(-1);
    if (addressId === undefined || cart.size === 0) return;
    const body: PlaceOrderBody = {
      idempotencyKey: randomUUID(),
      addressId,
      delivery: { date: this.plan.deliveryDate(), slot: 'standard' },
      payment: { method: 'cod' },
    };
    await this.sendOrder(me, body, undefined);
  }

  /** `retryOf`: the lost first attempt this one re-sends with the same idempotency key. */
  private async sendOrder(me: Shopper, body: PlaceOrderBody, retryOf: Pending | undefined): Promise<void> {
    const outcome = await this.shop.call(api.orders.place, { token: me.token, body });
    if (outcome.kind === 'unknown') {
      this.lostReply(outcome, `order of ${me.email}`);
      // Placed or not: the cart is as it was, or empty (the order's transaction empties it).
      if (!me.carts.some((cart) => cart.size === 0)) me.carts = [...me.carts, new Map()];
      this.pending = { kind: 'order', body, duringKill: retryOf?.duringKill || outcome.duringKill };
      return;
    }
    this.pending = undefined;
    if (retryOf?.duringKill) {
      this.ledger.inFlight.order[
        outcome.kind === 'acknowledged' && outcome.replayed ? 'landed' : 'notLanded'
      ] += 1;
    }
    if (outcome.kind === 'refused') {
      this.ledger.refuse('order', outcome.status, outcome.body);
      if (outcome.status === 400) await this.plan.refreshDeliveryDate();
      return;
    }
    this.ledger.acknowledge('order');
    const { orderNumber, totals } = outcome.reply;
    const sameKey = me.orders.find((order) => order.idempotencyKey === body.idempotencyKey);
    if (sameKey && sameKey.orderNumber !== orderNumber) {
      this.ledger.duplicate(
        `key ${body.idempotencyKey}`,
        `${me.email}: idempotency key ${body.idempotencyKey} answered ${sameKey.orderNumber} and ${orderNumber}`,
      );
    }
    if (!sameKey) me.orders.push({ orderNumber, total: totals.total, idempotencyKey: body.idempotencyKey });
    me.carts = [new Map()];
    if (this.random.chance(NEW_ACCOUNT_AFTER_ORDER)) this.me = undefined;
  }

  /** After a restart: the write whose reply was lost either landed or not; find out which. */
  private async settle(pending: Pending): Promise<void> {
    if (pending.kind === 'sign-up') return this.settleSignUp(pending);
    const me = this.me;
    if (!me) return void (this.pending = undefined);
    if (pending.kind === 'order') return this.sendOrder(me, pending.body, pending);
    const outcome = await this.shop.call(api.addresses.list, { token: me.token });
    if (outcome.kind !== 'acknowledged') return; // another kill: try again after it
    this.pending = undefined;
    const held = outcome.reply.addresses.map((address) => address.id);
    for (const id of me.addressIds.filter((known) => !held.includes(known))) {
      this.ledger.lose(`address ${id}`, `address ${id} of ${me.email} is gone`);
    }
    const landed = held.filter((id) => !me.addressIds.includes(id));
    if (pending.duringKill) this.ledger.inFlight.address[landed.length > 0 ? 'landed' : 'notLanded'] += 1;
    // It is there now: from here on it must stay like any other.
    me.addressIds.push(...landed);
  }

  /** The same sign-up again: 201 means the first never landed, 409 that it did (then sign in). */
  private async settleSignUp(pending: Extract<Pending, { kind: 'sign-up' }>): Promise<void> {
    const outcome = await this.shop.call(api.users.createUser, { body: pending.body });
    if (outcome.kind === 'unknown') return;
    if (outcome.kind === 'acknowledged') {
      this.pending = undefined;
      if (pending.duringKill) this.ledger.inFlight['sign-up'].notLanded += 1;
      this.ledger.acknowledge('sign-up');
      this.enrol(pending.body, outcome.reply.user.userId, outcome.reply.token, outcome.reply.token);
      return;
    }
    if (outcome.status !== 409) {
      this.pending = undefined;
      this.ledger.refuse('sign-up', outcome.status, outcome.body);
      return;
    }
    const signIn = await this.shop.call(api.users.signIn, {
      body: { emailId: pending.body.emailId, password: pending.body.password },
    });
    if (signIn.kind === 'unknown') return; // sign-up again after the next restart: 409 again
    this.pending = undefined;
    if (signIn.kind === 'refused') {
      this.ledger.unexpected.push(
        `sign-in of ${pending.body.emailId} after its sign-up landed: ${signIn.status}`,
      );
      return;
    }
    if (pending.duringKill) this.ledger.inFlight['sign-up'].landed += 1;
    this.enrol(pending.body, signIn.reply.user.userId, signIn.reply.token, undefined);
  }

  /** The cart must be one the server acknowledged (or, after a lost reply, the one it would leave). */
  private async checkCart(): Promise<void> {
    const me = this.me;
    if (!me) return;
    const outcome = await this.shop.call(api.cart.get, { token: me.token });
    if (outcome.kind === 'unknown') return;
    if (outcome.kind === 'refused') {
      this.ledger.lose(`session ${me.email}`, `${me.email}: the session answers ${outcome.status}`);
      this.me = undefined;
      return;
    }
    const held = cartLinesOf(outcome.reply);
    const pendingCart = this.pendingCart;
    this.pendingCart = undefined;
    if (!me.carts.some((cart) => sameCart(cart, held))) {
      this.ledger.lose(
        `cart ${me.email} ${me.carts.map(describeCart).join(' | ')}`,
        `cart of ${me.email}: the server holds ${describeCart(held)}, acknowledged ${me.carts.map(describeCart).join(' or ')}`,
      );
    } else if (pendingCart?.duringKill) {
      const landed = sameCart(held, pendingCart.after);
      const notLanded = sameCart(held, pendingCart.before);
      this.ledger.inFlight[pendingCart.kind][
        landed && notLanded ? 'undetermined' : landed ? 'landed' : 'notLanded'
      ] += 1;
    }
    me.carts = [held];
  }
}
