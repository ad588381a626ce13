import type { Category } from '@shop/core/products';
import { categoryImagePath } from './images/paths';

/**
 * The categories of spec §2. Ids, slugs and titles are fixed by the spec; the rest is ours.
 *
 * The home grid shows only active categories, sorted by `displayorder` (spec §9). To make both rules
 * observable for QA, the seeded order differs from id order and one category is switched off:
 *
 *   displayorder  1 Mobiles & Tablets (1)      7 Beauty & Personal Care (7)
 *                 2 Laptops & Computers (2)    8 Home & Kitchen (6)
 *                 3 Smartwatches (11)          9 Sports & Fitness (9)
 *                 4 Audio & Headphones (4)    10 Books & Media (8)
 *                 5 TVs & Appliances (3)      11 Grocery & Gourmet (10) — INACTIVE, never on the home grid
 *                 6 Fashion & Lifestyle (5)
 *
 * Grocery is the inactive one because it is also the one the spec leaves out of the storefront's
 * built-in fallback list (§3: ids 1–9 and 11), so both sources agree on what the home page shows.
 */
const CATEGORY_TABLE = [
  {
    id: 1,
    slug: 'mobiles-tablets',
    title: 'Mobiles & Tablets',
    shortName: 'Mobiles',
    badge: 'Up to 40% off',
    fallbackBadge: 'Up to 40% off',
    displayorder: 1,
    isactive: true,
  },
  {
    id: 2,
    slug: 'laptops-computers',
    title: 'Laptops & Computers',
    shortName: 'Laptops',
    badge: 'Student offers',
    fallbackBadge: 'Student offers',
    displayorder: 2,
    isactive: true,
  },
  {
    id: 3,
    slug: 'tvs-appliances',
    title: 'TVs & Appliances',
    shortName: 'TVs & Appliances',
    badge: 'Festive deals',
    fallbackBadge: 'Festive deals',
    displayorder: 5,
    isactive: true,
  },
  {
    id: 4,
    slug: 'audio-headphones',
    title: 'Audio & Headphones',
    shortName: 'Audio',
    badge: 'Top brands',
    fallbackBadge: 'Top brands',
    displayorder: 4,
    isactive: true,
  },
  {
    id: 5,
    slug: 'fashion-lifestyle',
    title: 'Fashion & Lifestyle',
    shortName: 'Fashion',
    badge: 'Min. 30% off',
    fallbackBadge: 'Min. 30% off',
    displayorder: 6,
    isactive: true,
  },
  {
    id: 6,
    slug: 'home-kitchen',
    title: 'Home & Kitchen',
    shortName: 'Home & Kitchen',
    // No badge on purpose: cards must render without one (the schema allows null).
    badge: null,
    fallbackBadge: 'Kitchen essentials',
    displayorder: 8,
    isactive: true,
  },
  {
    id: 7,
    slug: 'beauty-personal-care',
    title: 'Beauty & Personal Care',
    shortName: 'Beauty',
    badge: 'New arrivals',
    fallbackBadge: 'New arrivals',
    displayorder: 7,
    isactive: true,
  },
  {
    id: 8,
    slug: 'books-media',
    title: 'Books & Media',
    shortName: 'Books',
    badge: null,
    fallbackBadge: 'Bestsellers',
    displayorder: 10,
    isactive: true,
  },
  {
    id: 9,
    slug: 'sports-fitness',
    title: 'Sports & Fitness',
    shortName: 'Sports',
    badge: 'Up to 60% off',
    fallbackBadge: 'Up to 60% off',
    displayorder: 9,
    isactive: true,
  },
  {
    id: 10,
    slug: 'grocery-gourmet',
    title: 'Grocery & Gourmet',
    shortName: 'Grocery',
    badge: 'Daily essentials',
    fallbackBadge: 'Daily essentials',
    displayorder: 11,
    isactive: false,
  },
  {
    id: 11,
    slug: 'smartwatches',
    title: 'Smartwatches',
    shortName: 'Smartwatches',
    badge: 'New launches',
    fallbackBadge: 'New launches',
    displayorder: 3,
    isactive: true,
  },
] as const;

type CategoryDefinition = (typeof CATEGORY_TABLE)[number];
export type CategorySlug = CategoryDefinition['slug'];
export type CategoryId = CategoryDefinition['id'];

/** Every category id in id order (the `all` pseudo-category 0 is not one of them). */
export const CATEGORY_IDS: readonly CategoryId[] = CATEGORY_TABLE.map((definition) => definition.id);

/** The categories that the storefront's built-in lists cover (spec §3, §9: ids 1–9 and 11). */
export const FALLBACK_CATEGORY_IDS: readonly CategoryId[] = CATEGORY_IDS.filter((id) => id !== 10);

function toCategory(definition: CategoryDefinition): Category {
  return Object.freeze({
    id: definition.id,
    productname: definition.shortName,
    description: definition.title,
    slug: definition.slug,
    badge: definition.badge,
    imageurl: categoryImagePath(definition.slug),
    isactive: definition.isactive,
    displayorder: definition.displayorder,
  });
}

/** The 11 categories of spec §2 in id order, as the category list call returns them. */
export const categories: readonly Category[] = Object.freeze(CATEGORY_TABLE.map(toCategory));

export function categoryDefinition(id: number): CategoryDefinition | undefined {
  return CATEGORY_TABLE.find((definition) => definition.id === id);
}

export function categoryDefinitionBySlug(slug: string): CategoryDefinition | undefined {
  return CATEGORY_TABLE.find((definition) => definition.slug === slug);
}
