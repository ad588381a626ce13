import { DEFAULT_LISTING_FILTERS, INITIAL_LISTING_STATE } from '@shop/core/products';
import { describe, expect, it } from 'vitest';
import { allCategory, listingUrl, parseListingUrl, resolveCategory } from './listing-url';

describe('resolveCategory (§2 slugs and ids)', () => {
  it('finds a category by id, whatever the slug says', () => {
    expect(resolveCategory('1', 'mobiles-tablets')).toEqual({
      id: 1,
      slug: 'mobiles-tablets',
      title: 'Mobiles & Tablets',
    });
    expect(resolveCategory('2', 'mobiles-tablets').slug).toBe('laptops-computers');
    expect(resolveCategory('11', null).title).toBe('Smartwatches');
  });

  it('finds a category by slug when there is no id', () => {
    expect(resolveCategory(null, 'home-kitchen')).toMatchObject({ id: 6, title: 'Home & Kitchen' });
    expect(resolveCategory('', 'Books-Media')).toMatchObject({ id: 8 });
  });

  it("lists every product for 'all', id 0, nothing, or an unknown id or slug", () => {
    expect(resolveCategory(null, null)).toEqual(allCategory);
    expect(resolveCategory('0', 'all')).toEqual(allCategory);
    expect(resolveCategory('0', null)).toEqual(allCategory);
    expect(resolveCategory('99', 'mobiles-tablets')).toEqual(allCategory);
    expect(resolveCategory(null, 'no-such-thing')).toEqual(allCategory);
    expect(resolveCategory('abc', 'no-such-thing')).toEqual(allCategory);
    expect(allCategory).toEqual({ id: 0, slug: 'all', title: 'All Products' });
  });

  it('falls back to the slug when the id is not a number', () => {
    expect(resolveCategory('one', 'audio-headphones')).toMatchObject({ id: 4 });
  });
});

describe('parseListingUrl', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListingUrl('')).toEqual({
      category: allCategory,
      listing: INITIAL_LISTING_STATE,
      layout: 'grid',
    });
  });

  it('reads every key', () => {
    const state = parseListingUrl(
      '?categoryId=1&category=mobiles-tablets&search=galaxy&sort=price-asc&minPrice=10000&maxPrice=90000' +
        '&brands=Samsung&brands=Apple&rating=4&inStock=1&freeDelivery=1&page=3&view=list',
    );
    expect(state).toEqual({
      category: { id: 1, slug: 'mobiles-tablets', title: 'Mobiles & Tablets' },
      listing: {
        filters: {
          search: 'galaxy',
          priceRange: [10_000, 90_000],
          brands: ['Samsung', 'Apple'],
          minRating: 4,
          inStockOnly: true,
          freeDeliveryOnly: true,
        },
        sort: 'price-asc',
        page: 3,
      },
      layout: 'list',
    });
  });

  it('falls back to defaults for junk, never throws', () => {
    const state = parseListingUrl(
      '?categoryId=-5&sort=cheapest&minPrice=abc&maxPrice=-1&rating=5&inStock=yes&page=0&view=table&brands=',
    );
    expect(state.category).toEqual(allCategory);
    expect(state.listing.sort).toBe('relevance');
    expect(state.listing.filters).toEqual(DEFAULT_LISTING_FILTERS);
    expect(state.listing.page).toBe(1);
    expect(state.layout).toBe('grid');
    expect(parseListingUrl('?page=2.5&rating=3.5').listing).toMatchObject({
      page: 1,
      filters: { minRating: null },
    });
    expect(parseListingUrl('?page=%E0%A4').listing.page).toBe(1);
  });

  it('keeps the price range on the slider: clamped, snapped to ₹1,000, min below max', () => {
    expect(parseListingUrl('?minPrice=12345&maxPrice=999999').listing.filters.priceRange).toEqual([
      12_000, 200_000,
    ]);
    expect(parseListingUrl('?minPrice=80000&maxPrice=30000').listing.filters.priceRange).toEqual([
      29_000, 30_000,
    ]);
    expect(parseListingUrl('?minPrice=200000').listing.filters.priceRange).toEqual([199_000, 200_000]);
  });

  it('keeps each brand once', () => {
    expect(parseListingUrl('?brands=Apple&brands=Apple&brands=%20Vivo%20').listing.filters.brands).toEqual([
      'Apple',
      'Vivo',
    ]);
  });

  it('keeps the search as typed, so the box does not lose a trailing space', () => {
    expect(parseListingUrl('?search=redmi+').listing.filters.search).toBe('redmi ');
  });
});

describe('listingUrl', () => {
  it("is the home card's link for a category with no choices (§2)", () => {
    expect(
      listingUrl({
        category: { id: 1, slug: 'mobiles-tablets', title: 'Mobiles & Tablets' },
        listing: INITIAL_LISTING_STATE,
        layout: 'grid',
      }),
    ).toBe('/products?categoryId=1&category=mobiles-tablets');
    expect(listingUrl({ category: allCategory, listing: INITIAL_LISTING_STATE, layout: 'grid' })).toBe(
      '/products?category=all',
    );
  });

  it('round-trips every choice', () => {
    const url =
      '/products?categoryId=1&category=mobiles-tablets&search=galaxy+s&sort=rating&minPrice=10000&maxPrice=90000' +
      '&brands=Samsung&brands=Apple+%26+Co&rating=2&inStock=1&freeDelivery=1&page=2&view=list';
    expect(listingUrl(parseListingUrl(url.split('?')[1] ?? ''))).toBe(url);
  });

  it('matches what the header search sends', () => {
    const state = parseListingUrl('?category=all&search=redmi+note');
    expect(listingUrl(state)).toBe('/products?category=all&search=redmi+note');
  });
});
