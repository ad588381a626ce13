import type { Specification } from '@shop/core/products';

/** What the first specification entry says when one of the nine keys of spec §3 means nothing. */
export const NOT_APPLICABLE = 'Not applicable';

export const PRODUCT_BADGES = [
  'Bestseller',
  'New Launch',
  'Deal of the Day',
  'Top Rated',
  'Limited Stock',
] as const;
export type ProductBadge = (typeof PRODUCT_BADGES)[number];

/**
 * Values a data table may pin instead of leaving them to the generator. The tables use them to
 * guarantee the states QA needs in every category (an out-of-stock product, a poorly rated one),
 * and to keep list prices that are public knowledge (an iPhone's MRP).
 */
export interface Pinned {
  /** List price (becomes `oldprice`); without it the generator picks a discount. */
  mrp?: number;
  rating?: number;
  stock?: number;
  badge?: ProductBadge | null;
  /** Makes the product eligible for the 'New Launch' badge. */
  isNew?: boolean;
}

/** One product as a category table describes it; generate.ts adds ids, prices, ratings and stock. */
export interface ProductDraft {
  brand: string;
  productname: string;
  /** Selling price in whole rupees. */
  price: number;
  description: string;
  productdetails: string;
  keyfeatures: string[];
  specification: Specification;
  pinned: Pinned;
}

/** How a category's products sell: the generator draws per-product values from these ranges. */
export interface CategoryProfile {
  /** Discount range in percent for discounted products. */
  discount: readonly [min: number, max: number];
  /** Share of products sold at list price (no discount). */
  fullPriceShare: number;
  ratingsCount: readonly [min: number, max: number];
  stock: readonly [min: number, max: number];
}

export interface CategoryProducts {
  categoryId: number;
  profile: CategoryProfile;
  drafts: readonly ProductDraft[];
}

type BaseSpecification = Pick<
  Specification,
  | 'screensize'
  | 'ram'
  | 'battery'
  | 'operating_system'
  | 'waterresistance'
  | 'camera'
  | 'processor'
  | 'displaytype'
  | 'connectivity'
>;

/**
 * The first specification entry: the nine keys of spec §3 in a fixed order (missing ones become
 * 'Not applicable'), then the category's own keys.
 */
export function specification(
  base: Partial<BaseSpecification>,
  extra: Record<string, string | undefined> = {},
): Specification {
  const spec: Specification = {
    screensize: base.screensize ?? NOT_APPLICABLE,
    ram: base.ram ?? NOT_APPLICABLE,
    battery: base.battery ?? NOT_APPLICABLE,
    operating_system: base.operating_system ?? NOT_APPLICABLE,
    waterresistance: base.waterresistance ?? NOT_APPLICABLE,
    camera: base.camera ?? NOT_APPLICABLE,
    processor: base.processor ?? NOT_APPLICABLE,
    displaytype: base.displaytype ?? NOT_APPLICABLE,
    connectivity: base.connectivity ?? NOT_APPLICABLE,
  };
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) spec[key] = value;
  }
  return spec;
}

export function pinnedOf(row: Pinned): Pinned {
  const pinned: Pinned = {};
  if (row.mrp !== undefined) pinned.mrp = row.mrp;
  if (row.rating !== undefined) pinned.rating = row.rating;
  if (row.stock !== undefined) pinned.stock = row.stock;
  if (row.badge !== undefined) pinned.badge = row.badge;
  if (row.isNew !== undefined) pinned.isNew = row.isNew;
  return pinned;
}

/** 'a', 'a and b', 'a, b and c' — the shop's copy uses no serial comma. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** '17.27 cm (6.8 inch)', the way Indian listings state screen sizes. */
export function screenSize(inches: number): string {
  const centimetres = Math.round(inches * 254) / 100;
  return `${centimetres.toFixed(2).replace(/\.?0+$/, '')} cm (${inches} inch)`;
}

/** Keeps 4–6 key features: tables may offer more candidates than the detail page should list. */
export function keyFeatures(...candidates: (string | false | undefined)[]): string[] {
  const features = candidates.filter((item): item is string => typeof item === 'string' && item !== '');
  if (features.length < 4) throw new Error(`A product needs at least 4 key features, got ${features.length}`);
  return features.slice(0, 6);
}

/**
 * Lower-cases the capitalised words of a phrase for use mid-sentence ('Core Black' → 'core black')
 * while keeping acronyms and model codes as they are ('ABS body', 'ECG', 'G-15', 'UV400').
 */
export function inSentence(text: string): string {
  return text.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}

/** Like `inSentence`, for the first word only: list items joined into a sentence keep their names. */
export function lowerFirst(text: string): string {
  return text.replace(/^[A-Z][a-z]+\b/, (word) => word.toLowerCase());
}
