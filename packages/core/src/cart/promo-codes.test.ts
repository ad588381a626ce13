import { describe, expect, it } from 'vitest';
import {
  applyPromoCode,
  appliedPromo,
  findPromoCode,
  normalizePromoCode,
  orderPromoCodeRefusal,
  PROMO_CODES,
  summaryWithPromo,
} from './promo-codes';
import { cartSummary, offlineCartSummary } from './summary';

// ₹1,29,999 + 2 × ₹79,900 = ₹2,89,799; saved ₹15,000; GST ₹52,164; total ₹3,41,963.
const lines = [
  { price: 129_999, oldPrice: 144_999, quantity: 1 },
  { price: 79_900, oldPrice: 79_900, quantity: 2 },
];

describe('the demo promo codes (README "Promo codes")', () => {
  it('are SAVE10 and FLAT500', () => {
    expect(PROMO_CODES.map((rule) => rule.code)).toEqual(['SAVE10', 'FLAT500']);
  });

  it('match trimmed and case-insensitively', () => {
    expect(normalizePromoCode('  save10 ')).toBe('SAVE10');
    expect(findPromoCode(' Flat500')?.code).toBe('FLAT500');
    expect(findPromoCode('SAVE 10')).toBeUndefined();
  });
});

describe('applyPromoCode', () => {
  it('asks for a code when nothing is typed', () => {
    expect(applyPromoCode('', 10_000)).toEqual({
      ok: false,
      reason: 'empty',
      message: 'Please enter a promo code',
    });
    expect(applyPromoCode('   ', 10_000)).toMatchObject({ ok: false, reason: 'empty' });
  });

  it('names an unknown code as typed (trimmed)', () => {
    expect(applyPromoCode(' hello ', 10_000)).toEqual({
      ok: false,
      reason: 'unknown',
      message: "Promo code 'hello' is not valid",
    });
  });

  it('SAVE10 takes 10 % off, rounded to whole rupees', () => {
    expect(applyPromoCode('save10', 12_340)).toEqual({
      ok: true,
      promo: { code: 'SAVE10', discount: 1_234 },
      message: 'SAVE10 applied: you save ₹1,234',
    });
    expect(applyPromoCode('SAVE10', 12_345)).toMatchObject({ promo: { discount: 1_235 } });
  });

  it('SAVE10 takes at most ₹2,000', () => {
    expect(applyPromoCode('SAVE10', 20_000)).toMatchObject({ promo: { discount: 2_000 } });
    expect(applyPromoCode('SAVE10', 2_89_799)).toEqual({
      ok: true,
      promo: { code: 'SAVE10', discount: 2_000 },
      message: 'SAVE10 applied: you save ₹2,000',
    });
  });

  it('FLAT500 needs a subtotal of ₹5,000 or more', () => {
    expect(applyPromoCode('flat500', 4_999)).toEqual({
      ok: false,
      reason: 'belowMinimum',
      message: 'FLAT500 needs a subtotal of ₹5,000 or more',
    });
    expect(applyPromoCode('FLAT500', 5_000)).toEqual({
      ok: true,
      promo: { code: 'FLAT500', discount: 500 },
      message: 'FLAT500 applied: you save ₹500',
    });
  });
});

describe('appliedPromo (a kept code against the cart as it is now)', () => {
  it('follows the subtotal and drops a code the cart no longer meets', () => {
    expect(appliedPromo('SAVE10', 5_000)).toEqual({ code: 'SAVE10', discount: 500 });
    expect(appliedPromo('FLAT500', 6_000)).toEqual({ code: 'FLAT500', discount: 500 });
    expect(appliedPromo('FLAT500', 4_000)).toBeNull();
    expect(appliedPromo('NOPE', 6_000)).toBeNull();
    expect(appliedPromo(null, 6_000)).toBeNull();
    expect(appliedPromo('', 6_000)).toBeNull();
  });
});

describe('orderPromoCodeRefusal (a code sent with an order)', () => {
  it('takes no code, or exactly one known code in any letter case', () => {
    expect(orderPromoCodeRefusal(undefined)).toBeUndefined();
    expect(orderPromoCodeRefusal(null)).toBeUndefined();
    expect(orderPromoCodeRefusal('')).toBeUndefined();
    expect(orderPromoCodeRefusal('   ')).toBeUndefined();
    expect(orderPromoCodeRefusal(' save10 ')).toBeUndefined();
    expect(orderPromoCodeRefusal('FLAT500')).toBeUndefined();
  });

  it("refuses an unknown code, or two in one, with the Apply button's text", () => {
    expect(orderPromoCodeRefusal('NOPE')).toBe("Promo code 'NOPE' is not valid");
    expect(orderPromoCodeRefusal(' SAVE10,FLAT500 ')).toBe("Promo code 'SAVE10,FLAT500' is not valid");
    expect(orderPromoCodeRefusal('SAVE10 FLAT500')).toBe("Promo code 'SAVE10 FLAT500' is not valid");
  });
});

describe('summaryWithPromo', () => {
  it('leaves the summary untouched without a promo', () => {
    const base = cartSummary(lines);
    expect(summaryWithPromo(base, null, { offline: false })).toBe(base);
  });

  it('takes the discount off before GST 18 %', () => {
    expect(
      summaryWithPromo(cartSummary(lines), { code: 'SAVE10', discount: 2_000 }, { offline: false }),
    ).toEqual({
      subtotal: 289_799,
      youSave: 15_000,
      promo: { code: 'SAVE10', discount: 2_000 },
      deliveryFee: 0,
      // 18 % of ₹2,87,799 = 51,803.82 → ₹51,804; total ₹2,87,799 + ₹51,804.
      tax: 51_804,
      total: 339_603,
    });
  });

  it('keeps tax 0 offline (§4, §9)', () => {
    expect(
      summaryWithPromo(offlineCartSummary(lines), { code: 'FLAT500', discount: 500 }, { offline: true }),
    ).toEqual({
      subtotal: 289_799,
      youSave: 15_000,
      promo: { code: 'FLAT500', discount: 500 },
      deliveryFee: 0,
      tax: 0,
      total: 289_299,
    });
  });

  it('caps the discount at the subtotal', () => {
    const small = cartSummary([{ price: 300, oldPrice: 300, quantity: 1 }]);
    expect(summaryWithPromo(small, { code: 'FLAT500', discount: 500 }, { offline: false })).toEqual({
      subtotal: 300,
      youSave: 0,
      promo: { code: 'FLAT500', discount: 300 },
      deliveryFee: 0,
      tax: 0,
      total: 0,
    });
  });

  it('adds a delivery fee after the discount', () => {
    const withFee = { subtotal: 10_000, youSave: 0, deliveryFee: 99, tax: 1_800, total: 11_899 };
    expect(summaryWithPromo(withFee, { code: 'FLAT500', discount: 500 }, { offline: false })).toMatchObject({
      tax: 1_710,
      total: 10_000 - 500 + 99 + 1_710,
    });
  });
});
