import { describe, expect, it } from 'vitest';
import { formatDate, formatIstTime } from './date';

describe('dates as the shop shows them', () => {
  it('formatDate: Mon D, YYYY in UTC, empty for unreadable input', () => {
    expect(formatDate('2026-11-05T23:30:00Z')).toBe('Nov 5, 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('formatIstTime: India Standard Time (UTC+5:30) to the second, across midnight and year end', () => {
    expect(formatIstTime('2026-05-01T14:03:07.000Z')).toBe('2026-05-01 19:33:07 IST');
    expect(formatIstTime('2026-12-31T18:30:00.000Z')).toBe('2027-01-01 00:00:00 IST');
  });
});
