/**
 * The header's data (spec §2 "Header"), exported so the storefront builds the same links and
 * reads the selector's values without repeating them.
 */

import { ALL_CATEGORIES_ID, ALL_CATEGORIES_SLUG, categoryListingPath, paths } from '@shop/core';

/**
 * The search form's category selector, in the spec's order, with the §2 category each one searches
 * (the spec names none for Accessories: it searches Audio & Headphones, as the chip does).
 */
export const searchCategories = [
  { value: 'all', label: 'All', slug: ALL_CATEGORIES_SLUG, categoryId: ALL_CATEGORIES_ID },
  { value: 'mobiles', label: 'Mobiles', slug: 'mobiles-tablets', categoryId: 1 },
  { value: 'laptops', label: 'Laptops', slug: 'laptops-computers', categoryId: 2 },
  { value: 'audio', label: 'Audio', slug: 'audio-headphones', categoryId: 4 },
  { value: 'accessories', label: 'Accessories', slug: 'audio-headphones', categoryId: 4 },
] as const;
export type SearchCategory = (typeof searchCategories)[number]['value'];
export const DEFAULT_SEARCH_CATEGORY: SearchCategory = 'all';

export interface HeaderChip {
  /** Stable key for the test id (`header-chip-<key>`): Television and Appliances share a category. */
  key: string;
  label: string;
  /** The §2 category the chip opens. */
  slug: string;
  categoryId: number;
  href: string;
}

const chip = (key: string, label: string, slug: string, categoryId: number): HeaderChip => ({
  key,
  label,
  slug,
  categoryId,
  href: categoryListingPath({ id: categoryId, slug }),
});

/**
 * The chip row of spec §2. The spec names no category for Television, Appliances and Accessories;
 * they open the nearest of the §2 categories (TVs & Appliances 3, Audio & Headphones 4).
 */
export const headerChips: readonly HeaderChip[] = [
  chip('mobiles', 'Mobiles', 'mobiles-tablets', 1),
  chip('laptops', 'Laptops', 'laptops-computers', 2),
  chip('television', 'Television', 'tvs-appliances', 3),
  chip('appliances', 'Appliances', 'tvs-appliances', 3),
  chip('accessories', 'Accessories', 'audio-headphones', 4),
];

/** The routes the header links to (spec §2), from core's one paths module. */
export const headerRoutes = {
  home: paths.home(),
  compare: paths.compare(),
  cart: paths.cart(),
  profile: paths.profile(),
  signIn: paths.login(),
} as const;

/** Above this the badge (and the link's accessible name) shows '99+'. */
export const CART_BADGE_MAX = 99;
