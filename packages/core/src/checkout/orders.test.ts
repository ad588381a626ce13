import { describe, expect, it } from 'vitest';
import { formatPaise, gstSplit, orderTotals } from './order-totals';
import { nextStepAt, orderNumber, ORDER_NUMBER_PATTERN, orderStatusAt, orderTimeline } from './orders';
import { PIN_CODES } from './pin-codes';

describe('order totals, by the cart’s rules', () => {
  const lines = [
    { price: '74999', oldPrice: '79999', quantity: 1 },
    { price: 1_499, oldPrice: 1_999, quantity: 2 },
  ];

  it('without a promo: subtotal, GST 18 % rounded, the slot’s fee untaxed', () => {
    expect(orderTotals(lines, { slot: 'evening', buyerStateCode: '29' })).toEqual({
      subtotal: 77_997,
      youSave: 6_000,
      promoCode: null,
      discount: 0,
      deliveryFee: 49,
      taxableValue: 77_997,
      tax: 14_039,
      gst: { kind: 'intraState', cgstPaise: 701_950, sgstPaise: 701_950 },
      total: 77_997 + 49 + 14_039,
    });
  });

  it('a promo comes off before GST; another state pays IGST', () => {
    const totals = orderTotals(lines, { promoCode: ' save10 ', slot: 'standard', buyerStateCode: '27' });
    expect(totals).toMatchObject({
      promoCode: 'SAVE10',
      discount: 2_000,
      deliveryFee: 0,
      taxableValue: 75_997,
      tax: 13_679,
      gst: { kind: 'interState', igstPaise: 1_367_900 },
      total: 75_997 + 13_679,
    });
  });

  it('a code the cart no longer meets is not applied', () => {
    expect(
      orderTotals([{ price: 999, quantity: 1 }], {
        promoCode: 'FLAT500',
        slot: 'priority',
        buyerStateCode: '29',
      }),
    ).toMatchObject({ promoCode: null, discount: 0, deliveryFee: 99, tax: 180, total: 999 + 99 + 180 });
  });

  it('an odd tax splits into halves to the paisa', () => {
    expect(gstSplit(27_001, '29')).toEqual({
      kind: 'intraState',
      cgstPaise: 1_350_050,
      sgstPaise: 1_350_050,
    });
    expect(formatPaise(1_350_050)).toBe('₹13,500.50');
    expect(formatPaise(1_23_456_00)).toBe('₹1,23,456');
  });
});

describe('order numbers', () => {
  it('SL-YYYYMMDD-XXXXX, dated in India', () => {
    let byte = 0;
    const number = orderNumber(new Date('2026-11-27T19:00:00Z'), () => byte++);
    expect(number).toBe('SL-20261128-ABCDE');
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect(orderNumber(new Date('2026-11-27T04:00:00Z'), () => 255)).toBe('SL-20261127-99999');
  });
});

describe('order course', () => {
  const placedAt = new Date('2026-11-27T04:30:00Z');
  const timeline = orderTimeline(placedAt, '2026-11-28', 'priority');

  it('packed after 2 h, shipped after 12 h, out for delivery and delivered with the slot’s window', () => {
    expect(timeline.map((step) => [step.status, step.label, step.at])).toEqual([
      ['placed', 'Order placed', '2026-11-27T04:30:00.000Z'],
      ['packed', 'Packed', '2026-11-27T06:30:00.000Z'],
      ['shipped', 'Shipped', '2026-11-27T16:30:00.000Z'],
      ['outForDelivery', 'Out for delivery', '2026-11-28T03:30:00.000Z'],
      ['delivered', 'Delivered', '2026-11-28T07:30:00.000Z'],
    ]);
  });

  it('the status at a moment, and when it changes next', () => {
    expect(orderStatusAt(timeline, placedAt)).toBe('placed');
    expect(orderStatusAt(timeline, new Date('2026-11-27T06:30:00Z'))).toBe('packed');
    expect(orderStatusAt(timeline, new Date('2026-11-28T05:00:00Z'))).toBe('outForDelivery');
    expect(orderStatusAt(timeline, new Date('2026-12-01T00:00:00Z'))).toBe('delivered');
    expect(nextStepAt(timeline, placedAt)).toEqual(new Date('2026-11-27T06:30:00Z'));
    expect(nextStepAt(timeline, new Date('2026-12-01T00:00:00Z'))).toBeNull();
  });
});

describe('PIN codes', () => {
  it('are unique, well formed, with a two-digit state code', () => {
    expect(new Set(PIN_CODES.map((entry) => entry.pin)).size).toBe(PIN_CODES.length);
    for (const entry of PIN_CODES) {
      expect(entry.pin).toMatch(/^[1-9]\d{5}$/);
      expect(entry.stateCode).toMatch(/^\d{2}$/);
    }
  });
});
