import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRICE_FILTER_STEP } from '../constants';
import type { Product } from '../contract';
import { pageCount } from './pagination';

/** The fields the listing's filters and sorts read; sample products (§9) have them too. */
export type ListingProduct = Pick<
  Product,
  'productname' | 'brand' | 'description' | 'price' | 'starrating' | 'stock' | 'freedelivery'
>;

export type PriceRange = readonly [min: number, max: number];

export interface ListingFilters {
  readonly search: string;
  readonly priceRange: PriceRange;
  /** Empty means every brand. */
  readonly brands: readonly string[];
  /** One of MIN_RATING_OPTIONS ("and up"), or null for any rating. */
  readonly minRating: number | null;
  readonly inStockOnly: boolean;
  readonly freeDeliveryOnly: boolean;
}

/** What clear-all restores (§4): search, price range, brands, rating, in-stock and free-delivery. */
export const DEFAULT_LISTING_FILTERS: ListingFilters = {
  search: '',
  priceRange: [PRICE_FILTER_MIN, PRICE_FILTER_MAX],
  brands: [],
  minRating: null,
  inStockOnly: false,
  freeDeliveryOnly: false,
};

/** The sort select (§2), labels exact; relevance keeps the server's order. */
export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'rating', label: 'Top Rated' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortOption = 'relevance';

/** Whether the filters narrow anything (decides '(filtered from {total} total)', §2). */
export function hasActiveFilters(filters: ListingFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.priceRange[0] > PRICE_FILTER_MIN ||
    filters.priceRange[1] < PRICE_FILTER_MAX ||
    filters.brands.length > 0 ||
    filters.minRating !== null ||
    filters.inStockOnly ||
    filters.freeDeliveryOnly
  );
}

function matchesSearch(product: ListingProduct, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [product.productname, product.brand, product.description].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * The products the filters keep, in their original order. The top of the slider (200000) means
 * "no upper limit": a ₹2,49,999 laptop must not vanish from an unfiltered list.
 */
export function filterProducts<T extends ListingProduct>(
  products: readonly T[],
  filters: ListingFilters,
): T[] {
  const [min, max] = filters.priceRange;
  const brands = new Set(filters.brands);
  return products.filter(
    (product) =>
      matchesSearch(product, filters.search) &&
      product.price >= min &&
      (max >= PRICE_FILTER_MAX || product.price <= max) &&
      (brands.size === 0 || brands.has(product.brand)) &&
      (filters.minRating === null || product.starrating >= filters.minRating) &&
      (!filters.inStockOnly || product.stock > 0) &&
      (!filters.freeDeliveryOnly || product.freedelivery),
  );
}

/** A sorted copy; ties keep their original (relevance) order because the sort is stable. */
export function sortProducts<T extends ListingProduct>(products: readonly T[], sort: SortOption): T[] {
  const copy = [...products];
  switch (sort) {
    case 'rating':
      return copy.sort((a, b) => b.starrating - a.starrating);
    case 'price-asc':
      return copy.sort((a, b) => a.price - b.price);
    case 'price-desc':
      return copy.sort((a, b) => b.price - a.price);
    case 'relevance':
      return copy;
  }
}

/** A brand's spelling as sorted: without case or accents ("Lakmé" beside "Lakme"). */
function brandSortKey(brand: string): string {
  // eslint-disable-next-line no-control-regex -- the test is for anything beyond ASCII
  const plain = /[^\x00-\x7f]/.test(brand) ? brand.normalize('NFD').replace(/\p{M}/gu, '') : brand;
  return plain.toLowerCase();
}

/**
 * The brand checkboxes: each brand once, alphabetically (ignoring case and accents; the exact
 * spelling breaks a tie). Compared by key rather than with `localeCompare` or an `Intl.Collator`:
 * the first collator of a page loads the locale's collation tables, which took 70–100 ms of a
 * phone's main thread (Lighthouse's 4× slowdown) when the listing first drew its 172 brands.
 */
export function brandOptions(products: readonly Pick<ListingProduct, 'brand'>[]): string[] {
  const keyed = [...new Set(products.map((product) => product.brand).filter(Boolean))].map(
    (brand) => [brandSortKey(brand), brand] as const,
  );
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return keyed.sort(([keyA, a], [keyB, b]) => order(keyA, keyB) || order(a, b)).map(([, brand]) => brand);
}

function snapToStep(value: number): number {
  const clamped = Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, value));
  return Math.round(clamped / PRICE_FILTER_STEP) * PRICE_FILTER_STEP;
}

/**
 * Moving the slider's lower thumb (§5: 0–200000, step 1000): the minimum can never reach the
 * maximum, so it stops one step below it.
 */
export function setMinPrice(range: PriceRange, value: number): PriceRange {
  const max = range[1];
  return [Math.min(snapToStep(value), max - PRICE_FILTER_STEP), max];
}

/** Moving the upper thumb: the maximum stops one step above the minimum. */
export function setMaxPrice(range: PriceRange, value: number): PriceRange {
  const min = range[0];
  return [min, Math.max(snapToStep(value), min + PRICE_FILTER_STEP)];
}

/** One page of items (pages count from 1; a page below 1 is page 1). */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const first = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return items.slice(first, first + pageSize);
}

export interface ListingState {
  readonly filters: ListingFilters;
  readonly sort: SortOption;
  readonly page: number;
}

export const INITIAL_LISTING_STATE: ListingState = {
  filters: DEFAULT_LISTING_FILTERS,
  sort: DEFAULT_SORT,
  page: 1,
};

export type ListingAction =
  | { readonly type: 'search'; readonly search: string }
  | { readonly type: 'minPrice'; readonly value: number }
  | { readonly type: 'maxPrice'; readonly value: number }
  | { readonly type: 'toggleBrand'; readonly brand: string }
  | { readonly type: 'minRating'; readonly minRating: number | null }
  | { readonly type: 'inStockOnly'; readonly value: boolean }
  | { readonly type: 'freeDeliveryOnly'; readonly value: boolean }
  | { readonly type: 'sort'; readonly sort: SortOption }
  | { readonly type: 'page'; readonly page: number }
  | { readonly type: 'clearFilters' };

function withFilters(state: ListingState, change: Partial<ListingFilters>): ListingState {
  // §4: any filter or sort change goes back to page 1.
  return { ...state, filters: { ...state.filters, ...change }, page: 1 };
}

/** The listing screen's state changes (§4), as one pure reducer for a store or `useReducer`. */
export function listingReducer(state: ListingState, action: ListingAction): ListingState {
  switch (action.type) {
    case 'search':
      return withFilters(state, { search: action.search });
    case 'minPrice':
      return withFilters(state, { priceRange: setMinPrice(state.filters.priceRange, action.value) });
    case 'maxPrice':
      return withFilters(state, { priceRange: setMaxPrice(state.filters.priceRange, action.value) });
    case 'toggleBrand': {
      const brands = state.filters.brands.includes(action.brand)
        ? state.filters.brands.filter((brand) => brand !== action.brand)
        : [...state.filters.brands, action.brand];
      return withFilters(state, { brands });
    }
    case 'minRating':
      return withFilters(state, { minRating: action.minRating });
    case 'inStockOnly':
      return withFilters(state, { inStockOnly: action.value });
    case 'freeDeliveryOnly':
      return withFilters(state, { freeDeliveryOnly: action.value });
    case 'sort':
      return { ...state, sort: action.sort, page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
    case 'clearFilters':
      // Clear-all leaves the sort as chosen (§4 lists only the filters).
      return { ...state, filters: DEFAULT_LISTING_FILTERS, page: 1 };
  }
}

export interface ListingView<T> {
  /** The products on the current page. */
  readonly items: T[];
  /** Everything fetched ('filtered from {total} total'). */
  readonly total: number;
  /** What the filters keep ('{n} product(s) found'). */
  readonly found: number;
  readonly filtered: boolean;
  readonly pageCount: number;
  /** The page shown, clamped to the pages that exist. */
  readonly page: number;
}

/** Filter, sort and cut one page: everything the listing screen renders from its state. */
export function buildListingView<T extends ListingProduct>(
  products: readonly T[],
  state: ListingState,
  pageSize: number,
): ListingView<T> {
  const kept = sortProducts(filterProducts(products, state.filters), state.sort);
  const pages = pageCount(kept.length, pageSize);
  const page = Math.min(Math.max(1, state.page), Math.max(1, pages));
  return {
    items: paginate(kept, page, pageSize),
    total: products.length,
    found: kept.length,
    filtered: hasActiveFilters(state.filters),
    pageCount: pages,
    page,
  };
}
