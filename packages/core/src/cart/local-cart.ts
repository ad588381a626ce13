import { NON_NUMERIC_CART_ID_OFFSET } from '../constants';
import { toAmount } from '../format/currency';
import type { CartSummary } from '../contract';
import { clampQuantity, displayDiscountPercent, priceWithStorage } from '../rules/details';
import type { LocalCartOptions } from './local-cart-options';
import type { LocalCartItem } from './local-cart-item';
import { lineSavings } from '../rules/prices';
import { type CartLine, offlineCartSummary } from './summary';

// The line's shape and its reading from storage have a module of their own: every page reads the
// stored carts at start, while these changes and sums run only where the cart changes or is shown.
export { LocalCartItemSchema, parseStoredCart, type LocalCartItem } from './local-cart-item';

/** Which line an action means: the same product with other options is another line. */
export type LocalCartLineRef = Pick<LocalCartItem, 'id'> & { readonly options?: LocalCartOptions };

/** Keeps ids of real products in the int range a database column holds. */
const HASH_RANGE = 2 ** 31 - 1 - NON_NUMERIC_CART_ID_OFFSET;

/** 32-bit FNV-1a over UTF-16 units: tiny, stable across runs and runtimes, good enough spread. */
function stringHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The cart's numeric id for a product (§9). Numeric ids (and numeric text such as '42') are kept;
 * others — the sample catalogue's 'prod-1001' — become a stable hash plus 800000, which keeps them
 * clear of real catalogue ids.
 */
export function cartIdForProduct(id: number | string): number {
  if (typeof id === 'number') return id;
  const text = id.trim();
  if (/^\d+$/.test(text)) return Number(text);
  return (stringHash(text) % HASH_RANGE) + NON_NUMERIC_CART_ID_OFFSET;
}

function sameOptions(a: LocalCartOptions | undefined, b: LocalCartOptions | undefined): boolean {
  return a?.storage === b?.storage && a?.color === b?.color;
}

function isLine(item: LocalCartItem, ref: LocalCartLineRef): boolean {
  return item.id === ref.id && sameOptions(item.options, ref.options);
}

export type NewLocalCartItem = Omit<LocalCartItem, 'qty'> & { readonly qty?: number };

/** The line as a new request: its quantity (or options) changed, so its old requestId no longer fits. */
export function withoutRequestId(item: LocalCartItem): LocalCartItem {
  if (item.requestId === undefined) return item;
  const { requestId: _sent, ...rest } = item;
  return rest;
}

/** Adds a line, or raises the quantity of the line with the same product and options. */
export function addItem(items: readonly LocalCartItem[], item: NewLocalCartItem): LocalCartItem[] {
  const qty = clampQuantity(item.qty ?? 1);
  if (items.some((existing) => isLine(existing, item))) {
    return items.map((existing) =>
      isLine(existing, item) ? withoutRequestId({ ...existing, qty: existing.qty + qty }) : existing,
    );
  }
  return [...items, { ...item, qty }];
}

/** Sets a line's quantity; never below 1 (§4 "Local quantity minimum 1"). A changed line is a new request. */
export function setQuantity(
  items: readonly LocalCartItem[],
  ref: LocalCartLineRef,
  qty: number,
): LocalCartItem[] {
  const next = clampQuantity(qty);
  return items.map((item) =>
    isLine(item, ref) && item.qty !== next ? withoutRequestId({ ...item, qty: next }) : item,
  );
}

/**
 * Gives a line the requestId it is about to be sent with (kept in storage before the send), or
 * takes it away (`undefined`: the line is no longer being sent, e.g. the server refused it).
 */
export function setRequestId(
  items: readonly LocalCartItem[],
  ref: LocalCartLineRef,
  requestId: string | undefined,
): LocalCartItem[] {
  return items.map((item) => {
    if (!isLine(item, ref)) return item;
    return requestId === undefined ? withoutRequestId(item) : { ...item, requestId };
  });
}

export function removeItem(items: readonly LocalCartItem[], ref: LocalCartLineRef): LocalCartItem[] {
  return items.filter((item) => !isLine(item, ref));
}

export function localCartLines(items: readonly LocalCartItem[]): CartLine[] {
  return items.map((item) => ({ price: item.price, oldPrice: item.oldPrice, quantity: item.qty }));
}

/** What §3 derives locally: total items, subtotal and total savings. */
export function localCartTotals(items: readonly LocalCartItem[]): {
  totalItems: number;
  subtotal: number;
  totalSavings: number;
} {
  return items.reduce(
    (acc, item) => ({
      totalItems: acc.totalItems + item.qty,
      subtotal: acc.subtotal + item.price * item.qty,
      totalSavings: acc.totalSavings + lineSavings(item.price, item.oldPrice, item.qty),
    }),
    { totalItems: 0, subtotal: 0, totalSavings: 0 },
  );
}

/** The summary of the local (offline) cart: delivery fee and tax 0 (§4, §9). */
export function localCartSummary(items: readonly LocalCartItem[]): CartSummary {
  return offlineCartSummary(localCartLines(items));
}

/** The catalogue fields a local line is made from (server products and sample products alike). */
export interface CartableProduct {
  readonly id: number | string;
  readonly productname: string;
  readonly brand: string;
  readonly imageurl: string;
  readonly price: number | string;
  readonly oldprice?: number | string | null;
  readonly discountpercent?: number | null;
}

/**
 * A local line for a product as shown on the details screen: the storage surcharge (§9) is added to
 * the price and to the old price alike, so the line saves what the product saves.
 */
export function localItemFromProduct(
  product: CartableProduct,
  choice: { readonly qty?: number; readonly storage?: string; readonly color?: string } = {},
): LocalCartItem {
  const basePrice = toAmount(product.price);
  const baseOldPrice =
    product.oldprice === null || product.oldprice === undefined ? basePrice : toAmount(product.oldprice);
  const options: LocalCartOptions = {};
  if (choice.storage !== undefined) options.storage = choice.storage;
  if (choice.color !== undefined) options.color = choice.color;
  const price = choice.storage ? priceWithStorage(basePrice, choice.storage) : basePrice;
  const oldPrice = choice.storage ? priceWithStorage(baseOldPrice, choice.storage) : baseOldPrice;
  return {
    id: cartIdForProduct(product.id),
    name: product.productname,
    brand: product.brand,
    image: product.imageurl,
    price,
    oldPrice,
    discountPercent: displayDiscountPercent(price, oldPrice, product.discountpercent),
    qty: clampQuantity(choice.qty ?? 1),
    options,
  };
}
