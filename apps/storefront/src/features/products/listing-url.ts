import { categories } from '@shop/catalog/categories';
import {
  ALL_CATEGORIES_ID,
  ALL_CATEGORIES_SLUG,
  MIN_RATING_OPTIONS,
  paths,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  routePatterns,
} from '@shop/core';
import {
  DEFAULT_LISTING_FILTERS,
  DEFAULT_SORT,
  INITIAL_LISTING_STATE,
  setMaxPrice,
  setMinPrice,
  SORT_OPTIONS,
  type ListingState,
  type SortOption,
} from '@shop/core/products';

/**
 * The listing's state lives in its URL (`/products?…`), so back/forward, reload and shared links
 * show the same list. Every key is optional; a default is left out of the URL:
 *
 *   categoryId, category  the category (§2: id and slug; see `resolveCategory`)
 *   search                the search filter (the header's search submits it too)
 *   sort                  relevance (default) | rating | price-asc | price-desc
 *   minPrice, maxPrice    rupees, snapped to the ₹1,000 step, min kept below max
 *   brands                repeated: brands=Apple&brands=Samsung
 *   rating                4 | 3 | 2 | 1 (and up)
 *   inStock, freeDelivery 1 when on
 *   page                  from 1 (default)
 *   view                  grid (default) | list
 *
 * Junk never breaks the page: an unreadable value falls back to its default.
 */

export type ListingLayout = 'grid' | 'list';

export interface ListingCategory {
  /** 0 for every product ('all'). */
  readonly id: number;
  readonly slug: string;
  readonly title: string;
}

export const ALL_PRODUCTS_TITLE = 'All Products';

export const allCategory: ListingCategory = {
  id: ALL_CATEGORIES_ID,
  slug: ALL_CATEGORIES_SLUG,
  title: ALL_PRODUCTS_TITLE,
};

export interface ListingUrlState {
  readonly category: ListingCategory;
  readonly listing: ListingState;
  readonly layout: ListingLayout;
}

const listingCategories: readonly ListingCategory[] = categories.map((category) => ({
  id: category.id,
  slug: category.slug,
  title: category.description,
}));

/**
 * The category of §2's table: by `categoryId` when it names one (the id is what the catalogue is
 * asked for), else by the `category` slug. Missing, 'all', 0 or unknown ids and slugs all list
 * every product under 'All Products': a stale or mistyped link still shows the shop rather than
 * an empty page, and the heading never names a category that is not listed.
 */
export function resolveCategory(categoryId: string | null, slug: string | null): ListingCategory {
  const id = categoryId?.trim() ?? '';
  if (/^\d{1,9}$/.test(id)) {
    const byId = listingCategories.find((category) => category.id === Number(id));
    if (byId) return byId;
    if (Number(id) !== ALL_CATEGORIES_ID) return allCategory;
  }
  const bySlug = listingCategories.find((category) => category.slug === slug?.trim().toLowerCase());
  return bySlug ?? allCategory;
}

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\s*\d{1,9}\s*$/.test(value)) return null;
  return Number(value);
}

function readSort(value: string | null): SortOption {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_SORT;
}

function readRating(value: string | null): number | null {
  const rating = wholeNumber(value);
  return MIN_RATING_OPTIONS.find((option) => option === rating) ?? null;
}

/** Through core's slider rules, so a URL cannot hold a range the slider could not. */
function readPriceRange(min: string | null, max: string | null): readonly [number, number] {
  let range = DEFAULT_LISTING_FILTERS.priceRange;
  const upper = wholeNumber(max);
  if (upper !== null) range = setMaxPrice(range, upper);
  const lower = wholeNumber(min);
  if (lower !== null) range = setMinPrice(range, lower);
  return range;
}

function readBrands(params: URLSearchParams): string[] {
  const brands = params
    .getAll('brands')
    .map((brand) => brand.trim())
    .filter(Boolean);
  return [...new Set(brands)];
}

const isOn = (value: string | null) => value === '1' || value === 'true';

/** The listing's state from its query string. */
export function parseListingUrl(search: string | URLSearchParams): ListingUrlState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = wholeNumber(params.get('page'));
  return {
    category: resolveCategory(params.get('categoryId'), params.get('category')),
    listing: {
      filters: {
        // As typed (spaces included): the search box shows this value while the user types.
        search: params.get('search') ?? '',
        priceRange: readPriceRange(params.get('minPrice'), params.get('maxPrice')),
        brands: readBrands(params),
        minRating: readRating(params.get('rating')),
        inStockOnly: isOn(params.get('inStock')),
        freeDeliveryOnly: isOn(params.get('freeDelivery')),
      },
      sort: readSort(params.get('sort')),
      page: page !== null && page >= 1 ? page : INITIAL_LISTING_STATE.page,
    },
    layout: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The listing's URL for a state: `/products?categoryId=…&category=…&…`, defaults left out. */
export function listingUrl({ category, listing, layout }: ListingUrlState): string {
  const base = paths.products({ categoryId: category.id, category: category.slug });
  const params = new URLSearchParams(base.split('?')[1] ?? '');
  const { filters } = listing;
  if (filters.search.trim()) params.set('search', filters.search);
  if (listing.sort !== DEFAULT_SORT) params.set('sort', listing.sort);
  const [min, max] = filters.priceRange;
  if (min > PRICE_FILTER_MIN) params.set('minPrice', String(min));
  if (max < PRICE_FILTER_MAX) params.set('maxPrice', String(max));
  for (const brand of filters.brands) params.append('brands', brand);
  if (filters.minRating !== null) params.set('rating', String(filters.minRating));
  if (filters.inStockOnly) params.set('inStock', '1');
  if (filters.freeDeliveryOnly) params.set('freeDelivery', '1');
  if (listing.page > 1) params.set('page', String(listing.page));
  if (layout === 'list') params.set('view', 'list');
  return `${routePatterns.products}?${params.toString()}`;
}
