import { describe, expect, it } from 'vitest';
import { discountPercentFrom, lineSavings, lineTotal, unitSavings } from './prices';

describe('cart line arithmetic (§2, §9)', () => {
  it('line total = price × quantity, prices as numbers or text', () => {
    expect(lineTotal(74_999, 2)).toBe(149_998);
    expect(lineTotal('1499.00', 3)).toBe(4_497);
    expect(lineTotal('not a price', 3)).toBe(0);
  });

  it('savings = (old − price) × quantity only when old > price', () => {
    expect(lineSavings(74_999, 89_999, 2)).toBe(30_000);
    expect(lineSavings('1499', '1999', 1)).toBe(500);
    expect(lineSavings(1_999, 1_499, 2)).toBe(0);
    expect(lineSavings(1_999, 1_999, 2)).toBe(0);
    expect(lineSavings(1_999, null, 2)).toBe(0);
    expect(unitSavings(100, 150)).toBe(50);
  });

  it("'N% off' rounds to a whole percent", () => {
    expect(discountPercentFrom(74_999, 89_999)).toBe(17);
    expect(discountPercentFrom('750', '1000')).toBe(25);
    expect(discountPercentFrom(1_000, 900)).toBe(0);
    expect(discountPercentFrom(1_000, undefined)).toBe(0);
  });
});
