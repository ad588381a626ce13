import { describe, expect, it } from 'vitest';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRICE_FILTER_STEP } from '../constants';
import {
  brandOptions,
  buildListingView,
  DEFAULT_LISTING_FILTERS,
  filterProducts,
  hasActiveFilters,
  INITIAL_LISTING_STATE,
  type ListingFilters,
  type ListingProduct,
  listingReducer,
  paginate,
  setMaxPrice,
  setMinPrice,
  SORT_OPTIONS,
  sortProducts,
} from './listing';

type P = ListingProduct & { id: number };

const product = (id: number, fields: Partial<P>): P => ({
  id,
  productname: `Product ${id}`,
  brand: 'Acme',
  description: '',
  price: 1000,
  starrating: 4,
  stock: 5,
  freedelivery: true,
  ...fields,
});

const products: P[] = [
  product(1, { productname: 'Galaxy S24', brand: 'Samsung', price: 74_999, starrating: 4.5 }),
  product(2, { productname: 'Redmi Note 13', brand: 'Xiaomi', price: 17_999, starrating: 4.1, stock: 0 }),
  product(3, { productname: 'ThinkPad X1', brand: 'Lenovo', price: 249_999, starrating: 4.6 }),
  product(4, {
    productname: 'Rockerz 450',
    brand: 'boAt',
    price: 1_499,
    starrating: 3.9,
    freedelivery: false,
  }),
  product(5, {
    productname: 'Charger',
    brand: 'Samsung',
    price: 1_499,
    starrating: 2.5,
    description: 'Fast USB-C',
  }),
];

const ids = (list: readonly P[]) => list.map((p) => p.id);
const filters = (change: Partial<ListingFilters>): ListingFilters => ({
  ...DEFAULT_LISTING_FILTERS,
  ...change,
});

describe('filterProducts (§2)', () => {
  it('keeps everything with the defaults, also above the slider top of 200000', () => {
    expect(ids(filterProducts(products, DEFAULT_LISTING_FILTERS))).toEqual([1, 2, 3, 4, 5]);
  });

  it('searches name, brand and description, case-insensitively', () => {
    expect(ids(filterProducts(products, filters({ search: 'galaxy' })))).toEqual([1]);
    expect(ids(filterProducts(products, filters({ search: ' SAMSUNG ' })))).toEqual([1, 5]);
    expect(ids(filterProducts(products, filters({ search: 'usb-c' })))).toEqual([5]);
    expect(ids(filterProducts(products, filters({ search: 'nothing like it' })))).toEqual([]);
  });

  it('filters by price range, inclusive', () => {
    expect(ids(filterProducts(products, filters({ priceRange: [1_499, 17_999] })))).toEqual([2, 4, 5]);
    expect(ids(filterProducts(products, filters({ priceRange: [20_000, PRICE_FILTER_MAX] })))).toEqual([
      1, 3,
    ]);
  });

  it('filters by brands, minimum rating, stock and free delivery', () => {
    expect(ids(filterProducts(products, filters({ brands: ['Samsung', 'boAt'] })))).toEqual([1, 4, 5]);
    expect(ids(filterProducts(products, filters({ minRating: 4 })))).toEqual([1, 2, 3]);
    expect(ids(filterProducts(products, filters({ inStockOnly: true })))).toEqual([1, 3, 4, 5]);
    expect(ids(filterProducts(products, filters({ freeDeliveryOnly: true })))).toEqual([1, 2, 3, 5]);
  });

  it('knows whether anything is filtered', () => {
    expect(hasActiveFilters(DEFAULT_LISTING_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ search: '  ' }))).toBe(false);
    expect(hasActiveFilters(filters({ minRating: 1 }))).toBe(true);
    expect(hasActiveFilters(filters({ priceRange: [0, 199_000] }))).toBe(true);
  });
});

describe('sorting (§2)', () => {
  it('offers the four options with their exact labels', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Relevance',
      'Top Rated',
      'Price: Low to High',
      'Price: High to Low',
    ]);
  });

  it('sorts a copy; ties keep server order', () => {
    expect(ids(sortProducts(products, 'relevance'))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(sortProducts(products, 'rating'))).toEqual([3, 1, 2, 4, 5]);
    expect(ids(sortProducts(products, 'price-asc'))).toEqual([4, 5, 2, 1, 3]);
    expect(ids(sortProducts(products, 'price-desc'))).toEqual([3, 1, 2, 4, 5]);
    expect(ids(products)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lists each brand once, alphabetically', () => {
    expect(brandOptions(products)).toEqual(['boAt', 'Lenovo', 'Samsung', 'Xiaomi']);
  });

  it('sorts brands as a reader would: case and accents aside, the exact spelling breaking a tie', () => {
    const brands = ['Edge', 'Écho', 'Echo', "L'Oréal Paris", 'Lakmé', "Levi's", 'Lakme Pro', 'boAt'];
    const sorted = brandOptions(brands.map((brand) => ({ brand })));
    expect(sorted).toEqual(['boAt', 'Echo', 'Écho', 'Edge', "L'Oréal Paris", 'Lakmé', 'Lakme Pro', "Levi's"]);
    // The same order as the locale's own rules for these names.
    expect(sorted).toEqual([...brands].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('price slider (§5: 0–200000, step 1000)', () => {
  const full = [PRICE_FILTER_MIN, PRICE_FILTER_MAX] as const;

  it('snaps to the step and stays within bounds', () => {
    expect(PRICE_FILTER_STEP).toBe(1000);
    expect(setMinPrice(full, 12_400)).toEqual([12_000, 200_000]);
    expect(setMinPrice(full, -5_000)).toEqual([0, 200_000]);
    expect(setMaxPrice(full, 250_000)).toEqual([0, 200_000]);
  });

  it('never lets the minimum reach the maximum, nor the maximum the minimum', () => {
    expect(setMinPrice([0, 50_000], 50_000)).toEqual([49_000, 50_000]);
    expect(setMinPrice([0, 50_000], 90_000)).toEqual([49_000, 50_000]);
    expect(setMaxPrice([30_000, 200_000], 30_000)).toEqual([30_000, 31_000]);
    expect(setMaxPrice([30_000, 200_000], 0)).toEqual([30_000, 31_000]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 30 }, (_, index) => index + 1);

  it('cuts one page of 12', () => {
    expect(paginate(items, 1, 12)).toEqual(items.slice(0, 12));
    expect(paginate(items, 3, 12)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(paginate(items, 4, 12)).toEqual([]);
    expect(paginate(items, 0, 12)).toEqual(items.slice(0, 12));
  });
});

describe('listingReducer (§4)', () => {
  const onPage3 = { ...INITIAL_LISTING_STATE, page: 3 };

  it.each([
    { type: 'search', search: 'phone' },
    { type: 'minPrice', value: 10_000 },
    { type: 'maxPrice', value: 90_000 },
    { type: 'toggleBrand', brand: 'Samsung' },
    { type: 'minRating', minRating: 3 },
    { type: 'inStockOnly', value: true },
    { type: 'freeDeliveryOnly', value: true },
    { type: 'sort', sort: 'price-asc' },
    { type: 'clearFilters' },
  ] as const)('$type goes back to page 1', (action) => {
    expect(listingReducer(onPage3, action).page).toBe(1);
  });

  it('toggles brands on and off', () => {
    const once = listingReducer(INITIAL_LISTING_STATE, { type: 'toggleBrand', brand: 'Samsung' });
    expect(once.filters.brands).toEqual(['Samsung']);
    expect(listingReducer(once, { type: 'toggleBrand', brand: 'Samsung' }).filters.brands).toEqual([]);
  });

  it('clear-all resets every filter and keeps the sort', () => {
    let state = listingReducer(INITIAL_LISTING_STATE, { type: 'sort', sort: 'rating' });
    state = listingReducer(state, { type: 'search', search: 'x' });
    state = listingReducer(state, { type: 'minPrice', value: 5_000 });
    state = listingReducer(state, { type: 'inStockOnly', value: true });
    state = listingReducer(state, { type: 'clearFilters' });
    expect(state).toEqual({ filters: DEFAULT_LISTING_FILTERS, sort: 'rating', page: 1 });
  });

  it('changes page without touching filters', () => {
    expect(listingReducer(INITIAL_LISTING_STATE, { type: 'page', page: 2 })).toEqual({
      ...INITIAL_LISTING_STATE,
      page: 2,
    });
  });
});

describe('buildListingView', () => {
  it('filters, sorts and cuts the requested page', () => {
    const state = {
      filters: filters({ brands: ['Samsung', 'Xiaomi', 'boAt'] }),
      sort: 'price-asc',
      page: 2,
    } as const;
    expect(buildListingView(products, state, 2)).toEqual({
      items: [products[1], products[0]],
      total: 5,
      found: 4,
      filtered: true,
      pageCount: 2,
      page: 2,
    });
  });

  it('clamps a page past the end', () => {
    const view = buildListingView(products, { ...INITIAL_LISTING_STATE, page: 9 }, 12);
    expect(view.page).toBe(1);
    expect(view.items).toHaveLength(5);
    expect(view.filtered).toBe(false);
  });
});
