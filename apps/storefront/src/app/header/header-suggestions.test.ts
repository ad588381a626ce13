import { categories } from '@shop/catalog';
import { SEARCH_SUGGEST_CATEGORY_LIMIT } from '@shop/core';
import { type SearchHit } from '@shop/core/products';
import { describe, expect, it } from 'vitest';
import {
  categorySuggestions,
  isLongEnough,
  productSuggestion,
  selectorCategoryId,
  suggestionQuery,
  suggestionStatus,
} from './header-suggestions';

describe('header suggestions', () => {
  it('ask with the trimmed words, at most the contract’s 100 characters', () => {
    expect(suggestionQuery('  sams ')).toBe('sams');
    expect(suggestionQuery(`${'a'.repeat(99)} b c`)).toHaveLength(99);
    expect(suggestionQuery('x'.repeat(150))).toHaveLength(100);
  });

  it('wait for two characters', () => {
    expect(isLongEnough('s')).toBe(false);
    expect(isLongEnough('sa')).toBe(true);
  });

  it('narrow to the selector’s category id (All: 0)', () => {
    expect(selectorCategoryId('all')).toBe(0);
    expect(selectorCategoryId('mobiles')).toBe(1);
    expect(selectorCategoryId('laptops')).toBe(2);
    expect(selectorCategoryId('audio')).toBe(4);
  });

  it('turn a hit into a product row opening /product/{categoryId}/{productId}', () => {
    const hit: SearchHit = {
      id: 101,
      productname: 'Samsung Galaxy S24 Ultra',
      brand: 'Samsung',
      price: 129999,
      oldprice: 131999,
      discountpercent: 2,
      imageurl: '/images/products/101.svg',
      categoryid: 1,
      categories: { slug: 'mobiles-tablets' },
    } as SearchHit;
    expect(productSuggestion(hit)).toEqual({
      kind: 'product',
      id: 101,
      name: 'Samsung Galaxy S24 Ultra',
      brand: 'Samsung',
      price: 129999,
      oldPrice: 131999,
      discountPercent: 2,
      imageUrl: '/images/products/101.svg',
      href: '/product/1/101',
    });
  });

  it('name the categories whose words start with every typed word, opening their listing', () => {
    expect(categorySuggestions(categories, 'head', 0)).toEqual([
      {
        kind: 'category',
        id: 4,
        name: 'Audio & Headphones',
        href: '/products?categoryId=4&category=audio-headphones',
      },
    ]);
    expect(categorySuggestions(categories, 'audio head', 0).map((row) => row.id)).toEqual([4]);
    expect(categorySuggestions(categories, 'phones', 0)).toEqual([]);
  });

  it('keep only the selector’s category when one is chosen', () => {
    expect(categorySuggestions(categories, 'head', 1)).toEqual([]);
    expect(categorySuggestions(categories, 'head', 4).map((row) => row.id)).toEqual([4]);
  });

  it(`show at most ${SEARCH_SUGGEST_CATEGORY_LIMIT} categories, and none without words`, () => {
    // '&' is in several names but is no word.
    expect(categorySuggestions(categories, '&', 0)).toEqual([]);
    const manyStores = categories.map((category) => ({ ...category, description: `Store ${category.id}` }));
    expect(categorySuggestions(manyStores, 'store', 0).map((row) => row.name)).toEqual(
      // In the shop's display order (Smartwatches, 11, comes third).
      ['Store 1', 'Store 2', 'Store 11', 'Store 3'].slice(0, SEARCH_SUGGEST_CATEGORY_LIMIT),
    );
  });

  describe('status', () => {
    const base = { typed: 'sams', settled: 'sams', pending: false, failed: false };
    it('is idle below two characters, whatever the call did', () => {
      expect(suggestionStatus({ ...base, typed: 's', failed: true })).toBe('idle');
    });
    it('is loading while typing has not settled or the call has not answered', () => {
      expect(suggestionStatus({ ...base, typed: 'samsu' })).toBe('loading');
      expect(suggestionStatus({ ...base, pending: true })).toBe('loading');
    });
    it('is ready once answered, or error when the call failed', () => {
      expect(suggestionStatus(base)).toBe('ready');
      expect(suggestionStatus({ ...base, failed: true })).toBe('error');
    });
  });
});
