import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  decrementQuantity,
  displayDiscountPercent,
  incrementQuantity,
  priceWithStorage,
  productSavings,
  reviewCount,
} from './details';

describe('storage price (§9)', () => {
  it('adds 0, 20000 or 40000 rupees', () => {
    expect(priceWithStorage(79_999, '256GB')).toBe(79_999);
    expect(priceWithStorage(79_999, '512GB')).toBe(99_999);
    expect(priceWithStorage(79_999, '1TB')).toBe(119_999);
  });

  it('adds nothing for an unknown option', () => {
    expect(priceWithStorage(79_999, '2TB')).toBe(79_999);
  });
});

describe('discount and savings (§9)', () => {
  it("keeps the product's own discount", () => {
    expect(displayDiscountPercent(80_000, 100_000, 15)).toBe(15);
  });

  it('derives a missing discount from the prices', () => {
    expect(displayDiscountPercent(80_000, 100_000, undefined)).toBe(20);
    expect(displayDiscountPercent(74_999, 89_999, null)).toBe(17);
    expect(displayDiscountPercent(80_000, 100_000, 0)).toBe(20);
    expect(displayDiscountPercent(80_000, 80_000, undefined)).toBe(0);
    expect(displayDiscountPercent(80_000, undefined, undefined)).toBe(0);
  });

  it('shows savings only when the old price exceeds the price', () => {
    expect(productSavings(80_000, 100_000)).toBe(20_000);
    expect(productSavings(80_000, 80_000)).toBe(0);
    expect(productSavings(80_000, 70_000)).toBe(0);
    expect(productSavings(80_000, null)).toBe(0);
  });
});

describe('reviewCount (§9: fallback random 500 to 3500)', () => {
  it("keeps the product's own count", () => {
    expect(reviewCount(2_844, () => 0.5)).toBe(2_844);
  });

  it('falls back to 500…3500 inclusive from the injected random', () => {
    expect(reviewCount(0, () => 0)).toBe(500);
    expect(reviewCount(undefined, () => 0.999_999)).toBe(3_500);
    expect(reviewCount(null, () => 0.5)).toBe(2_000);
  });

  it('stays in range for a random that misbehaves at 1', () => {
    expect(reviewCount(0, () => 1)).toBe(3_500);
  });
});

describe('quantity (§4: minimum 1, no maximum)', () => {
  it('never goes below 1', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(decrementQuantity(1)).toBe(1);
    expect(decrementQuantity(3)).toBe(2);
  });

  it('has no maximum', () => {
    expect(incrementQuantity(999)).toBe(1_000);
  });
});
