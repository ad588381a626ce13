import { SHOE_SIZE_VALUES } from '@shop/core/profile';
import { describe, expect, it } from 'vitest';
import {
  countOffByOne,
  halfSizeUp,
  ignoredStorage,
  lineRemoved,
  oneMore,
  otherWeightUnit,
  suggestionOpened,
  withoutSlotFee,
  withPriceSortReversed,
  withSameImage,
} from './problem-defects';

describe('the problem persona’s storefront defects', () => {
  it('problem.listing.same-image: every card gets the first card’s picture', () => {
    const cards = [
      { id: 1, imageurl: '/a.svg' },
      { id: 2, imageurl: '/b.svg' },
      { id: 3, imageurl: '/c.svg' },
    ];
    expect(withSameImage(cards).map((card) => [card.id, card.imageurl])).toEqual([
      [1, '/a.svg'],
      [2, '/a.svg'],
      [3, '/a.svg'],
    ]);
    expect(withSameImage([])).toEqual([]);
  });

  it('problem.listing.price-sort-reversed: only Price: Low to High is turned round', () => {
    expect(withPriceSortReversed([1, 2, 3], 'price-asc')).toEqual([3, 2, 1]);
    expect(withPriceSortReversed([1, 2, 3], 'price-desc')).toEqual([1, 2, 3]);
  });

  it('problem.search.suggestion-opens-next: a product opens the next product; a category is left alone', () => {
    const rows = [
      { kind: 'product', href: '/product/1/1' },
      { kind: 'product', href: '/product/1/2' },
      { kind: 'category', href: '/products?category=phones' },
    ];
    expect(suggestionOpened(rows, rows[0]!)).toBe(rows[1]);
    // The last product has no next one: it opens itself.
    expect(suggestionOpened(rows, rows[1]!)).toBe(rows[1]);
    expect(suggestionOpened(rows, rows[2]!)).toBe(rows[2]);
  });

  it('problem.details: one unit more, and the default storage whatever was chosen', () => {
    expect(oneMore(1)).toBe(2);
    expect(ignoredStorage('1TB')).toBe('256GB');
    expect(ignoredStorage(undefined)).toBeUndefined();
  });

  it('problem.cart.remove-wrong-line: the line above goes (the last for the first); a single line goes itself', () => {
    const lines = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];
    expect(lineRemoved(lines, lines[1]!)).toBe(lines[0]);
    expect(lineRemoved(lines, lines[0]!)).toBe(lines[2]);
    expect(lineRemoved([lines[0]!], lines[0]!)).toBe(lines[0]);
  });

  it('problem.checkout.slot-fee-missing: delivery shown free and the total short by the fee', () => {
    const totals = { subtotal: 1_000, deliveryFee: 49, tax: 180, total: 1_229 };
    expect(withoutSlotFee(totals)).toEqual({ subtotal: 1_000, deliveryFee: 0, tax: 180, total: 1_180 });
    expect(withoutSlotFee({ ...totals, deliveryFee: 0, total: 1_180 }).total).toBe(1_180);
  });

  it('problem.header.cart-count-off-by-one: one fewer, never below 0', () => {
    expect(countOffByOne(3)).toBe(2);
    expect(countOffByOne(0)).toBe(0);
  });

  it('problem.profile: the other weight unit, and half a shoe size up where it exists', () => {
    expect(otherWeightUnit('kg')).toBe('lb');
    expect(otherWeightUnit('lb')).toBe('kg');
    expect(halfSizeUp(8, SHOE_SIZE_VALUES)).toBe(8.5);
    expect(halfSizeUp('9', SHOE_SIZE_VALUES)).toBe(9.5);
    expect(halfSizeUp(7.5, SHOE_SIZE_VALUES)).toBe(7.5);
    expect(halfSizeUp(12, SHOE_SIZE_VALUES)).toBe(12);
  });
});
