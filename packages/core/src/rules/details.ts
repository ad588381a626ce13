import { discountPercentFrom, unitSavings } from '../cart/line';
import { REVIEW_COUNT_FALLBACK_MAX, REVIEW_COUNT_FALLBACK_MIN, STORAGE_OPTIONS } from '../constants';

export type StorageLabel = (typeof STORAGE_OPTIONS)[number]['label'];

/** The price with the chosen storage's surcharge (§9: 256GB +0, 512GB +20000, 1TB +40000). */
export function priceWithStorage(basePrice: number, storage: string): number {
  const option = STORAGE_OPTIONS.find((candidate) => candidate.label === storage);
  return basePrice + (option?.extraPrice ?? 0);
}

/**
 * The discount badge: the product's own percentage, or derived from the prices when missing (§9).
 * A 0 counts as missing: next to a higher old price it can only be an unfilled field.
 */
export function displayDiscountPercent(
  price: number,
  oldPrice: number | null | undefined,
  discountPercent: number | null | undefined,
): number {
  if (typeof discountPercent === 'number' && discountPercent > 0) return discountPercent;
  return discountPercentFrom(price, oldPrice);
}

/** Savings are shown only when the old price exceeds the price (§9); 0 means "show none". */
export function productSavings(price: number, oldPrice: number | null | undefined): number {
  return unitSavings(price, oldPrice);
}

/**
 * The review count: the product's own when it has one, else a random number from 500 to 3500
 * inclusive (§9). `random` is injected (Math.random in the app) so that tests and stories are stable.
 */
export function reviewCount(ratingsCount: number | null | undefined, random: () => number): number {
  if (typeof ratingsCount === 'number' && ratingsCount > 0) return ratingsCount;
  const span = REVIEW_COUNT_FALLBACK_MAX - REVIEW_COUNT_FALLBACK_MIN + 1;
  return REVIEW_COUNT_FALLBACK_MIN + Math.min(span - 1, Math.floor(random() * span));
}

/** Quantity never goes below 1 and has no maximum (§4); fractions and junk become whole numbers. */
export function clampQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : 1;
}

export const incrementQuantity = (quantity: number): number => clampQuantity(quantity) + 1;
export const decrementQuantity = (quantity: number): number => clampQuantity(clampQuantity(quantity) - 1);
