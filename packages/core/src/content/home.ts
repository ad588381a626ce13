import { HOME_SHUFFLE_SEED_PARAM } from '../constants';
import { hashString, mulberry32 } from '../random/seeded-random';
import { paths } from '../paths';
import type { RandomSource } from '../rules/home';

/**
 * The home page's static content (spec §2 Home): hero slides, seasonal spotlights, curated
 * collections and the Why ShopLane points, written once here so the screen, its stories and the
 * journeys read the same words. Artwork is drawn by @shop/catalog and served by the app under
 * `/images/promos/{imageKey}.svg` (no external URL: the shop works offline).
 */

/** Where the app serves a promo's artwork; @shop/catalog draws the file of every key listed here. */
export const PROMO_IMAGE_DIRECTORY = '/images/promos';
export const promoImagePath = (imageKey: string): string => `${PROMO_IMAGE_DIRECTORY}/${imageKey}.svg`;

export interface PromoCard {
  /** Stable id, also the artwork's file name and the test id's suffix. */
  readonly key: string;
  readonly title: string;
  readonly text: string;
  /** The call to action's words and where it leads (a listing of the shop). */
  readonly linkLabel: string;
  readonly href: string;
  /** `/images/promos/{key}.svg`. */
  readonly image: string;
  /** The artwork's description; the cards' titles sit beside it, so it never repeats them. */
  readonly imageAlt: string;
  /** A short highlight: 'Up to 40% off'. */
  readonly tag: string;
  /** The @shop/catalog category whose silhouette the artwork shows. */
  readonly categorySlug: string;
}

const listing = (categoryId: number, category: string) => paths.products({ categoryId, category });

function promo(card: Omit<PromoCard, 'image' | 'href'> & { categoryId: number }): PromoCard {
  const { categoryId, ...rest } = card;
  return Object.freeze({
    ...rest,
    href: listing(categoryId, card.categorySlug),
    image: promoImagePath(card.key),
  });
}

/** The hero slider's three promotional slides (spec §2, §9: 3 slides). */
export const heroSlides: readonly PromoCard[] = Object.freeze([
  promo({
    key: 'hero-festive-mobiles',
    title: 'The Big Festive Phone Sale',
    text: 'Up to 40% off the latest smartphones and tablets, with exchange offers and no-cost EMI.',
    linkLabel: 'Shop mobiles',
    imageAlt: 'A smartphone on an orange backdrop',
    tag: 'Up to 40% off',
    categoryId: 1,
    categorySlug: 'mobiles-tablets',
  }),
  promo({
    key: 'hero-student-laptops',
    title: 'Laptops for every desk',
    text: 'Student offers on thin-and-light laptops and all-day battery machines from top brands.',
    linkLabel: 'Shop laptops',
    imageAlt: 'An open laptop on a blue backdrop',
    tag: 'Student offers',
    categoryId: 2,
    categorySlug: 'laptops-computers',
  }),
  promo({
    key: 'hero-audio-days',
    title: 'Audio Days',
    text: 'Wireless earbuds, headphones and speakers from the brands you love, delivered free.',
    linkLabel: 'Shop audio',
    imageAlt: 'Over-ear headphones on a green backdrop',
    tag: 'Top brands',
    categoryId: 4,
    categorySlug: 'audio-headphones',
  }),
]);

/** Seasonal spotlights: three static cards (spec §2). */
export const seasonalSpotlights: readonly PromoCard[] = Object.freeze([
  promo({
    key: 'spotlight-festive-tvs',
    title: 'Festive TV upgrade',
    text: 'Big screens for the family at festive prices.',
    linkLabel: 'Explore TVs',
    imageAlt: 'A television showing a landscape',
    tag: 'Festive deals',
    categoryId: 3,
    categorySlug: 'tvs-appliances',
  }),
  promo({
    key: 'spotlight-winter-fitness',
    title: 'Winter fitness',
    text: 'Mats, dumbbells and gear to keep moving all season.',
    linkLabel: 'Explore fitness',
    imageAlt: 'Fitness gear',
    tag: 'Stay active',
    categoryId: 9,
    categorySlug: 'sports-fitness',
  }),
  promo({
    key: 'spotlight-kitchen-refresh',
    title: 'Kitchen refresh',
    text: 'Cookware and appliances that make weekday cooking easy.',
    linkLabel: 'Explore kitchen',
    imageAlt: 'Kitchen appliances',
    tag: 'Bestsellers',
    categoryId: 6,
    categorySlug: 'home-kitchen',
  }),
]);

/** Curated for you: four static cards (spec §2). */
export const curatedCollections: readonly PromoCard[] = Object.freeze([
  promo({
    key: 'curated-work-from-home',
    title: 'Work from home',
    text: 'Laptops and accessories for a desk that works.',
    linkLabel: 'See the edit',
    imageAlt: 'A laptop on a desk',
    tag: 'Editor’s pick',
    categoryId: 2,
    categorySlug: 'laptops-computers',
  }),
  promo({
    key: 'curated-smartwatches',
    title: 'Track every step',
    text: 'Smartwatches with heart-rate, sleep and SpO2 tracking.',
    linkLabel: 'See the edit',
    imageAlt: 'A smartwatch',
    tag: 'New arrivals',
    categoryId: 11,
    categorySlug: 'smartwatches',
  }),
  promo({
    key: 'curated-self-care',
    title: 'Self-care essentials',
    text: 'Skincare and grooming picks loved by shoppers.',
    linkLabel: 'See the edit',
    imageAlt: 'Beauty and personal care products',
    tag: 'Top rated',
    categoryId: 7,
    categorySlug: 'beauty-personal-care',
  }),
  promo({
    key: 'curated-gift-a-book',
    title: 'Gift a good read',
    text: 'Bestselling books and media for every age.',
    linkLabel: 'See the edit',
    imageAlt: 'A stack of books',
    tag: 'Gift ideas',
    categoryId: 8,
    categorySlug: 'books-media',
  }),
]);

/** Every promo card; @shop/catalog draws one artwork per key. */
export const homePromoCards: readonly PromoCard[] = Object.freeze([
  ...heroSlides,
  ...seasonalSpotlights,
  ...curatedCollections,
]);

export interface TrustPoint {
  readonly key: 'genuine' | 'delivery' | 'returns' | 'secure';
  readonly title: string;
  readonly text: string;
}

/** Why ShopLane: four trust points (spec §2; the returns and delivery words follow §9). */
export const whyShopLanePoints: readonly TrustPoint[] = Object.freeze([
  { key: 'genuine', title: '100% genuine products', text: 'Sourced from brands and authorised sellers.' },
  { key: 'delivery', title: 'Fast, free delivery', text: 'Free delivery on thousands of products.' },
  { key: 'returns', title: '10 days return policy', text: 'Changed your mind? Return it within 10 days.' },
  { key: 'secure', title: 'Secure payments', text: 'UPI, cards, net banking and cash on delivery.' },
]);

/** Section titles of the home page, in page order (spec §2). */
export const homeSectionTitles = {
  spotlights: 'Seasonal spotlights',
  deals: 'Deals of the day',
  curated: 'Curated for you',
  freshPicks: 'Fresh picks for you',
  why: 'Why ShopLane',
} as const;

/** The footer call to action (spec §2: Sign In or Sign Out, and Start exploring). */
export const homeFooterCta = {
  title: 'Ready to find your next favourite?',
  signedOutText: 'Sign in to track orders, save your wishlist and check out faster.',
  signedInText: 'Thousands of products, delivered to your door.',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  startExploring: 'Start exploring',
} as const;

/** Where Start exploring leads: every product (`/products?category=all`). */
export const startExploringPath = (): string => paths.products();

/**
 * The item a home section shows when its calls fail (spec §3: "Fallback deals and featured items
 * carry a title, description, price label and tag"). The lists live in @shop/catalog.
 */
export interface HomeFallbackItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly priceLabel: string;
  readonly tag: string;
  /** Where the card leads: the listing of the item's category. */
  readonly href: string;
}

/**
 * The home shuffles' seed (issue 7: reproducible for tests). In order: the `shuffleSeed` query
 * parameter of `/`, then the `demo.home.shuffleSeed` local-storage entry, then `fresh` (a new
 * random seed per visit). Blank values do not count.
 */
export function resolveHomeShuffleSeed(sources: {
  readonly query: string | null | undefined;
  readonly stored: string | null | undefined;
  readonly fresh: () => string;
}): string {
  const fromQuery = sources.query?.trim();
  if (fromQuery) return fromQuery;
  const fromStorage = sources.stored?.trim();
  if (fromStorage) return fromStorage;
  return sources.fresh();
}

/** Reads `shuffleSeed` from a location's query string (`?shuffleSeed=qa-1`). */
export function homeShuffleSeedFromSearch(search: string): string | null {
  return new URLSearchParams(search).get(HOME_SHUFFLE_SEED_PARAM);
}

export type HomeShuffledSection = 'deals' | 'freshPicks';

/**
 * The random source of one section for a seed: each section has its own stream, so the deals'
 * order never depends on how many numbers the fresh picks drew.
 */
export function homeSectionRandom(seed: string, section: HomeShuffledSection): RandomSource {
  return mulberry32(hashString(`home:${section}:${seed}`));
}
