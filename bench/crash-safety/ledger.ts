import { serverTextFrom } from '@shop/core';
import { type CartReply } from '@shop/core/cart';

/**
 * What the server acknowledged (a 2xx reply arrived) and therefore must still hold after any
 * number of kills, plus the counts the summary prints.
 */

export const WRITE_KINDS = ['sign-up', 'cart add', 'cart update', 'cart remove', 'address', 'order'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** productId → quantity: what a cart holds, as far as this bench cares. */
export type CartLines = ReadonlyMap<number, number>;

export const cartLinesOf = (cart: CartReply): CartLines =>
  new Map(cart.items.map((item) => [item.productId, item.quantity]));

export const sameCart = (a: CartLines, b: CartLines): boolean =>
  a.size === b.size && [...a].every(([productId, quantity]) => b.get(productId) === quantity);

export const describeCart = (cart: CartLines): string =>
  cart.size === 0
    ? 'empty'
    : [...cart]
        .sort(([a], [b]) => a - b)
        .map(([productId, quantity]) => `${productId}×${quantity}`)
        .join(', ');

export interface AcknowledgedOrder {
  readonly orderNumber: string;
  readonly total: number;
  readonly idempotencyKey: string;
}

export interface Shopper {
  readonly email: string;
  readonly password: string;
  readonly userId: number;
  /**
   * The session sign-up answered with: a write too, it must still open the account (undefined when
   * that reply was lost in a kill).
   */
  readonly signUpToken: string | undefined;
  /** The session the load uses (a sign-in replaces it after a sign-up's reply was lost). */
  token: string;
  /**
   * The carts the server may hold: one after an acknowledged cart write; two after a cart write
   * lost its reply in a kill (it may or may not have landed) until the next reading tells.
   */
  carts: CartLines[];
  readonly addressIds: number[];
  readonly orders: AcknowledgedOrder[];
}

export interface InFlightCount {
  landed: number;
  notLanded: number;
  /** Both outcomes look the same (e.g. a quantity set to the value it had). */
  undetermined: number;
}

const perKind = <T>(make: () => T) =>
  Object.fromEntries(WRITE_KINDS.map((kind) => [kind, make()])) as Record<WriteKind, T>;

export class Ledger {
  readonly shoppers: Shopper[] = [];
  readonly acknowledged = perKind(() => 0);
  /** 4xx replies: refused, so nothing to keep (e.g. out of stock after many orders). */
  readonly refused = perKind(() => 0);
  /** Writes whose reply a kill cut off, by what the server turned out to hold. */
  readonly inFlight = perKind((): InFlightCount => ({ landed: 0, notLanded: 0, undetermined: 0 }));
  /** Calls without a reply when no kill happened (a 5xx, a reset): none are expected. */
  readonly unexpected: string[] = [];
  /** Acknowledged writes the server no longer holds, keyed so that one loss counts once. */
  private readonly lostWrites = new Map<string, string>();
  /** Orders placed more than once for one idempotency key (or beyond the acknowledged ones). */
  private readonly duplicateOrders = new Map<string, string>();

  /** Why writes were refused: `order 409 …` → how often. */
  readonly refusals = new Map<string, number>();

  acknowledge(kind: WriteKind): void {
    this.acknowledged[kind] += 1;
  }

  refuse(kind: WriteKind, status: number, body: unknown): void {
    this.refused[kind] += 1;
    const text = serverTextFrom(body) ?? '';
    const reason = `${kind} ${status}${text ? ` ${text}` : ''}`;
    this.refusals.set(reason, (this.refusals.get(reason) ?? 0) + 1);
  }

  lose(key: string, description: string): void {
    if (!this.lostWrites.has(key)) this.lostWrites.set(key, description);
  }

  duplicate(key: string, description: string): void {
    if (!this.duplicateOrders.has(key)) this.duplicateOrders.set(key, description);
  }

  get lost(): readonly string[] {
    return [...this.lostWrites.values()];
  }

  get duplicates(): readonly string[] {
    return [...this.duplicateOrders.values()];
  }
}
