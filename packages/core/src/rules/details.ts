import { discountPercentFrom, unitSavings } from './prices';
import {
  MAX_LINE_QUANTITY,
  REVIEW_COUNT_FALLBACK_MAX,
  REVIEW_COUNT_FALLBACK_MIN,
  SAMPLE_PRODUCT_ID_PREFIX,
  STORAGE_OPTIONS,
} from '../constants';
import { paths } from '../paths';
import { createRandom } from '../random/seeded-random';

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

/** A cart line holds at least 1 unit and at most MAX_LINE_QUANTITY (the server's per-line ceiling). */
export function clampLineQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, clampQuantity(quantity));
}

export const incrementQuantity = (quantity: number): number => clampQuantity(quantity) + 1;
export const decrementQuantity = (quantity: number): number => clampQuantity(clampQuantity(quantity) - 1);

/**
 * The review count a product shows, the same on every visit: its own count, else §9's 500–3500
 * fallback drawn from a generator seeded by the product id (so a reload or a test sees one number).
 */
export function productReviewCount(
  productId: number | string,
  ratingsCount: number | null | undefined,
): number {
  return reviewCount(ratingsCount, createRandom(`reviews:${productId}`).next);
}

/**
 * What the details route's two path segments mean. Ids are positive whole numbers written in
 * plain digits ('7', not '07', '7.0', '+7' or '1e3'); the product may also be a sample product of
 * the listing's offline fallback ('prod-1001'), which never reaches the server. Anything else is
 * 'invalid' and no call is made (§8 'Invalid product parameters').
 */
export type ProductParams =
  | { readonly kind: 'catalogue'; readonly categoryId: number; readonly productId: number }
  | { readonly kind: 'sample'; readonly categoryId: number; readonly productId: string }
  | { readonly kind: 'invalid' };

const POSITIVE_ID = /^[1-9]\d{0,8}$/;
const SAMPLE_ID = new RegExp(`^${SAMPLE_PRODUCT_ID_PREFIX}[1-9]\\d{0,8}$`);

export function parseProductParams(
  categoryId: string | undefined,
  productId: string | undefined,
): ProductParams {
  if (categoryId === undefined || productId === undefined || !POSITIVE_ID.test(categoryId)) {
    return { kind: 'invalid' };
  }
  const category = Number(categoryId);
  if (POSITIVE_ID.test(productId))
    return { kind: 'catalogue', categoryId: category, productId: Number(productId) };
  if (SAMPLE_ID.test(productId)) return { kind: 'sample', categoryId: category, productId };
  return { kind: 'invalid' };
}

/**
 * 'Back to Products' (§2): the listing of the category a home card remembered, when both its id and
 * slug were kept and look sane; the whole listing otherwise.
 */
export function backToProductsPath(
  rememberedCategoryId: string | null | undefined,
  rememberedSlug: string | null | undefined,
): string {
  const id = rememberedCategoryId?.trim() ?? '';
  const slug = rememberedSlug?.trim() ?? '';
  if (!/^\d{1,9}$/.test(id) || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return paths.products();
  return paths.products({ categoryId: Number(id), category: slug });
}
