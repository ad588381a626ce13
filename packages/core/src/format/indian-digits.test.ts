import { describe, expect, it } from 'vitest';
import { formatPaise } from '../checkout/order-totals';
import { formatRupees } from './currency';
import { groupIndianDigits } from './indian-digits';

// What the shop wrote with Intl before (Node carries full ICU): the texts must not change.
const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const intlCount = new Intl.NumberFormat('en-IN');

const samples = [
  0,
  5,
  99,
  999,
  1_000,
  12_345,
  1_23_456,
  12_34_567,
  1_23_45_678,
  9_99_99_999,
  1_00_00_000,
  2_147_483_647,
  123_456_789_012,
  Number.MAX_SAFE_INTEGER,
];

describe('Indian digit grouping without Intl', () => {
  it('groups the last three digits, then pairs, as en-IN does', () => {
    for (const value of [...samples, ...samples.map((sample) => -sample).filter(Boolean)]) {
      expect(groupIndianDigits(value)).toBe(intlCount.format(value));
    }
    expect(groupIndianDigits(1e21)).toBe('1,00,00,00,00,00,00,00,00,00,000');
  });

  it('prices: whole rupees, rounded, as before', () => {
    for (const value of [...samples, -1_234, 2.5, 0.4, 1_23_456.49, 1_23_456.5]) {
      expect(formatRupees(value)).toBe(intlRupees.format(Math.round(value)));
    }
    expect(formatRupees(1_23_456)).toBe('₹1,23,456');
  });

  it('paise: rupees and paise, with the sign of the whole', () => {
    expect(formatPaise(-150)).toBe('-₹1.50');
    expect(formatPaise(-50)).toBe('-₹0.50');
    expect(formatPaise(-1_23_456_00)).toBe('-₹1,23,456');
  });
});
