import { DEFAULT_STORAGE } from '@shop/core';
import { type SortOption } from '@shop/core/products';

/**
 * The problem persona's storefront defects as pure functions of what the shop would show or send
 * otherwise (ids in @shop/core/qa defects.ts); defect-edges.ts binds each to its catalogue edge.
 * Each changes only this browser's view or this account's own writes: never another account's
 * data, never a crash.
 */

/** problem.listing.same-image: every card shows the first card's picture. */
export function withSameImage<T extends { imageurl: string }>(items: readonly T[]): T[] {
  const first = items[0]?.imageurl;
  return first === undefined ? [...items] : items.map((item) => ({ ...item, imageurl: first }));
}

/** problem.listing.price-sort-reversed: "Price: Low to High" shows the page dearest first. */
export function withPriceSortReversed<T>(items: readonly T[], sort: SortOption): T[] {
  return sort === 'price-asc' ? [...items].reverse() : [...items];
}

/** problem.search.suggestion-opens-next: a product suggestion opens the next product's details. */
export function suggestionOpened<T extends { kind: string; href: string }>(
  suggestions: readonly T[],
  chosen: T,
): T {
  if (chosen.kind !== 'product') return chosen;
  const products = suggestions.filter((suggestion) => suggestion.kind === 'product');
  const index = products.findIndex((suggestion) => suggestion.href === chosen.href);
  return products[index + 1] ?? chosen;
}

/** problem.details.adds-one-more: Add to Cart adds one more unit than chosen. */
export const oneMore = (qty: number): number => qty + 1;

/** problem.details.storage-ignored: the line added has the default storage, whatever was chosen. */
export const ignoredStorage = (storage: string | undefined): string | undefined =>
  storage === undefined ? undefined : DEFAULT_STORAGE;

/**
 * problem.cart.remove-wrong-line: Remove removes the line above (the first line's, the last one);
 * a cart of one line removes that line.
 */
export function lineRemoved<T extends { key: string }>(lines: readonly T[], chosen: T): T {
  const index = lines.findIndex((line) => line.key === chosen.key);
  if (index < 0 || lines.length < 2) return chosen;
  return lines[(index - 1 + lines.length) % lines.length] ?? chosen;
}

/** problem.header.cart-count-off-by-one: the badge shows one unit fewer (never below 0). */
export const countOffByOne = (count: number): number => Math.max(0, count - 1);

/** problem.profile.weight-other-unit: the weight is saved in the other unit (kg ↔ lb). */
export const otherWeightUnit = <U extends 'kg' | 'lb'>(unit: U): 'kg' | 'lb' => (unit === 'kg' ? 'lb' : 'kg');

/**
 * problem.profile.shoe-size-half-up: a whole size is saved half a size up (UK 8 → 8.5), where
 * that size is on offer (the largest stays: the server would refuse it). The caller passes the
 * sizes it offers, so the profile's tables stay out of the page's first script.
 */
export function halfSizeUp(size: number | string, offered: readonly number[]): number | string {
  const value = typeof size === 'number' ? size : Number(size);
  const up = value + 0.5;
  return Number.isInteger(value) && offered.includes(up) ? up : size;
}

/**
 * problem.checkout.slot-fee-missing: the checkout's summary shows delivery free and a total short
 * by the slot's fee. The order is sent with that total as `expectedTotal`, so the server refuses
 * it ('Prices in your cart have changed…') instead of charging a total nobody was shown.
 */
export function withoutSlotFee<T extends { deliveryFee: number; total: number }>(totals: T): T {
  return { ...totals, deliveryFee: 0, total: totals.total - totals.deliveryFee };
}
