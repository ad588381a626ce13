import { describe, expect, it } from 'vitest';
import { GST_RATE } from '../constants';
import type { CartItem } from '../contract';
import {
  cartItemCount,
  cartItemTotals,
  cartSummary,
  displaySummary,
  gstOn,
  linesFromCartItems,
  offlineCartSummary,
} from './summary';

const lines = [
  { price: 74_999, oldPrice: 89_999, quantity: 1 },
  { price: '1499', oldPrice: '1999', quantity: 2 },
  { price: 599, oldPrice: 599, quantity: 1 },
];
// 74999 + 2998 + 599 = 78596; savings 15000 + 1000 = 16000; GST 18 % = 14147.28 → 14147.
const expectedSubtotal = 78_596;
const expectedTax = 14_147;

describe('cartSummary (ARCHITECTURE.md "Cart")', () => {
  it('adds subtotal, savings, free delivery, GST 18 % rounded, total', () => {
    expect(GST_RATE).toBe(0.18);
    expect(cartSummary(lines)).toEqual({
      subtotal: expectedSubtotal,
      youSave: 16_000,
      deliveryFee: 0,
      tax: expectedTax,
      total: expectedSubtotal + expectedTax,
    });
  });

  it('is all zeros for an empty cart', () => {
    expect(cartSummary([])).toEqual({ subtotal: 0, youSave: 0, deliveryFee: 0, tax: 0, total: 0 });
  });

  it('rounds GST half up to whole rupees', () => {
    expect(gstOn(25)).toBe(5); // 4.5
    expect(gstOn(1_499)).toBe(270); // 269.82
  });

  it('counts units', () => {
    expect(cartItemCount(lines)).toBe(4);
  });
});

describe('offline summary (§4, §9)', () => {
  it('has delivery fee and tax 0', () => {
    expect(offlineCartSummary(lines)).toEqual({
      subtotal: expectedSubtotal,
      youSave: 16_000,
      deliveryFee: 0,
      tax: 0,
      total: expectedSubtotal,
    });
  });
});

describe('displaySummary (§9 fallbacks)', () => {
  it("uses the server's figures when it gives them", () => {
    const server = { subtotal: 1_000, youSave: 100, deliveryFee: 0, tax: 180, total: 1_180 };
    expect(displaySummary(server, lines)).toEqual(server);
  });

  it('falls back to 18 % of the subtotal, rounded, when the server gives no tax', () => {
    expect(displaySummary({ subtotal: 1_499, youSave: 0, deliveryFee: 0, total: 1_769 }, [])).toMatchObject({
      tax: 270,
      total: 1_769,
    });
    expect(displaySummary({ subtotal: 1_499, tax: null, total: 1_769 }, []).tax).toBe(270);
  });

  it('falls back to subtotal + tax when the total is missing or not positive', () => {
    expect(displaySummary({ subtotal: 1_000, tax: 180 }, []).total).toBe(1_180);
    expect(displaySummary({ subtotal: 1_000, tax: 180, total: 0 }, []).total).toBe(1_180);
    expect(displaySummary({ subtotal: 1_000, tax: 180, total: -5 }, []).total).toBe(1_180);
    expect(displaySummary({ subtotal: 1_000, total: Number.NaN }, []).total).toBe(1_180);
  });

  it('keeps a server tax of 0 (given, not missing)', () => {
    expect(displaySummary({ subtotal: 1_000, tax: 0, total: 1_000 }, []).tax).toBe(0);
  });

  it('computes everything from the lines without a server summary', () => {
    expect(displaySummary(undefined, lines)).toEqual(cartSummary(lines));
    expect(displaySummary({}, lines)).toEqual(cartSummary(lines));
  });
});

describe('server cart lines', () => {
  const item: CartItem = {
    itemId: 11,
    productId: 1_042,
    quantity: 2,
    product: {
      id: 1_042,
      name: 'Rockerz 450',
      brand: 'boAt',
      imageurl: '/images/products/1042.svg',
      freedelivery: true,
      price: '1499',
      oldprice: '3990',
      discountpercent: 62,
      category: 'audio-headphones',
    },
    totals: { total: 2_998, youSave: 4_982 },
  };

  it('per-line totals use the same arithmetic', () => {
    expect(cartItemTotals('1499', '3990', 2)).toEqual({ total: 2_998, youSave: 4_982 });
  });

  it('become lines for the summary', () => {
    expect(linesFromCartItems([item])).toEqual([{ price: '1499', oldPrice: '3990', quantity: 2 }]);
    expect(cartSummary(linesFromCartItems([item]))).toMatchObject({
      subtotal: 2_998,
      youSave: 4_982,
      tax: 540,
    });
  });
});
