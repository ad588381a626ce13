import { z } from 'zod/mini';
import { COMPARE_MAX_ITEMS } from '../constants';
import { toAmount } from '../format/currency';
import { KEY_FEATURES } from '../contract/products';
import { displayDiscountPercent } from './details';

/**
 * Compare and wishlist (ours: spec §2 only links /compare, §4 says the wishlist heart toggles
 * locally). Both live in localStorage, so everything here is pure and every stored list is parsed
 * defensively: another tab, an old release or a hand edit must never break the page.
 */

/** Catalogue ids are whole numbers; the built-in sample catalogue uses 'prod-1001'…. */
export const ProductIdSchema = z.union([z.int(), z.string().check(z.trim(), z.minLength(1))]);
export type ProductId = z.infer<typeof ProductIdSchema>;

/** One product's snapshot, taken when it was added: the compare page needs no catalogue call. */
export const CompareItemSchema = z.object({
  id: ProductIdSchema,
  categoryid: z.int(),
  productname: z.string(),
  brand: z.string(),
  price: z.number(),
  oldprice: z.number(),
  discountpercent: z.number(),
  starrating: z.number(),
  ratingscount: z.int(),
  stock: z.int(),
  freedelivery: z.boolean(),
  imageurl: z.string(),
  keyfeatures: z.array(z.string()),
  /** The first specification entry (§3), key → value. */
  specification: z.record(z.string(), z.string()),
});
export type CompareItem = z.infer<typeof CompareItemSchema>;

/** The catalogue fields a snapshot is made from (server products and sample products alike). */
export interface ComparableProduct {
  readonly id: ProductId;
  readonly categoryid: number;
  readonly productname: string;
  readonly brand: string;
  readonly price: number | string;
  readonly oldprice?: number | string | null;
  readonly discountpercent?: number | null;
  readonly starrating?: number | null;
  readonly ratingscount?: number | null;
  readonly stock?: number | null;
  readonly freedelivery?: boolean | null;
  readonly imageurl: string;
  readonly keyfeatures?: { readonly [KEY_FEATURES]?: readonly string[] } | null;
  readonly specifications?: readonly Readonly<Record<string, string>>[] | null;
}

export function compareItemFrom(product: ComparableProduct): CompareItem {
  const price = toAmount(product.price);
  const oldprice =
    product.oldprice === null || product.oldprice === undefined ? price : toAmount(product.oldprice);
  return {
    id: product.id,
    categoryid: product.categoryid,
    productname: product.productname,
    brand: product.brand,
    price,
    oldprice,
    discountpercent: displayDiscountPercent(price, oldprice, product.discountpercent ?? undefined),
    starrating: product.starrating ?? 0,
    ratingscount: product.ratingscount ?? 0,
    stock: product.stock ?? 0,
    freedelivery: product.freedelivery ?? false,
    imageurl: product.imageurl,
    keyfeatures: [...(product.keyfeatures?.[KEY_FEATURES] ?? [])],
    specification: { ...(product.specifications?.[0] ?? {}) },
  };
}

/** The key a product is known by in stored lists: '1001' and 1001 are the same product. */
export function productKey(id: ProductId): string {
  return String(id).trim();
}

export function sameProduct(a: ProductId, b: ProductId): boolean {
  return productKey(a) === productKey(b);
}

export function isInCompare(items: readonly CompareItem[], id: ProductId): boolean {
  return items.some((item) => sameProduct(item.id, id));
}

export function isCompareFull(items: readonly CompareItem[]): boolean {
  return items.length >= COMPARE_MAX_ITEMS;
}

export type AddToCompareOutcome = 'added' | 'already-added' | 'full';

/** Adds at the end; the list never holds a product twice nor more than COMPARE_MAX_ITEMS. */
export function addToCompare(
  items: readonly CompareItem[],
  item: CompareItem,
): { items: CompareItem[]; outcome: AddToCompareOutcome } {
  if (isInCompare(items, item.id)) return { items: [...items], outcome: 'already-added' };
  if (isCompareFull(items)) return { items: [...items], outcome: 'full' };
  return { items: [...items, item], outcome: 'added' };
}

export function removeFromCompare(items: readonly CompareItem[], id: ProductId): CompareItem[] {
  return items.filter((item) => !sameProduct(item.id, id));
}

function parseJsonArray(raw: string | null | undefined): unknown[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data : [];
  } catch {
    return [];
  }
}

/**
 * The compare list restored from storage: unreadable text gives an empty list, malformed entries
 * and repeats are dropped, and at most COMPARE_MAX_ITEMS are kept.
 */
export function parseStoredCompare(raw: string | null | undefined): CompareItem[] {
  let items: CompareItem[] = [];
  for (const entry of parseJsonArray(raw)) {
    const parsed = CompareItemSchema.safeParse(entry);
    if (parsed.success) items = addToCompare(items, parsed.data).items;
  }
  return items;
}

/** The wishlist: the keys (see productKey) of the products whose heart is on, oldest first. */
export function isInWishlist(keys: readonly string[], id: ProductId): boolean {
  return keys.includes(productKey(id));
}

export function toggleWishlist(keys: readonly string[], id: ProductId): string[] {
  const key = productKey(id);
  return keys.includes(key) ? keys.filter((existing) => existing !== key) : [...keys, key];
}

/** The wishlist restored from storage: product keys only, no repeats; anything else is dropped. */
export function parseStoredWishlist(raw: string | null | undefined): string[] {
  const keys: string[] = [];
  for (const entry of parseJsonArray(raw)) {
    const parsed = ProductIdSchema.safeParse(entry);
    if (parsed.success && !keys.includes(productKey(parsed.data))) keys.push(productKey(parsed.data));
  }
  return keys;
}
