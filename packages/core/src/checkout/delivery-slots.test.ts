import { describe, expect, it } from 'vitest';
import {
  addDays,
  deliveryDates,
  formatDeliveryDate,
  formatSlotWindow,
  isSlotAvailable,
  istDate,
  slotWindow,
} from './delivery-slots';

/** 27 Nov 2026, 10:00 in India (04:30 UTC). */
const morning = new Date('2026-11-27T04:30:00Z');
/** 27 Nov 2026, 19:00 in India: past priority's next-day cut-off. */
const evening = new Date('2026-11-27T13:30:00Z');

const available = (now: Date) =>
  deliveryDates(now).map((option) => [
    option.date,
    option.slots.filter((slot) => slot.available).map((slot) => slot.kind),
  ]);

describe('delivery slots', () => {
  it('dates are days in India, whatever the UTC date', () => {
    expect(istDate(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(istDate(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('offers the next 7 days: evening and priority from tomorrow, standard from the day after', () => {
    expect(available(morning)).toEqual([
      ['2026-11-28', ['evening', 'priority']],
      ['2026-11-29', ['standard', 'evening', 'priority']],
      ['2026-11-30', ['standard', 'evening', 'priority']],
      ['2026-12-01', ['standard', 'evening', 'priority']],
      ['2026-12-02', ['standard', 'evening', 'priority']],
      ['2026-12-03', ['standard', 'evening', 'priority']],
      ['2026-12-04', ['standard', 'evening', 'priority']],
    ]);
  });

  it('after 6 PM in India, priority no longer reaches tomorrow', () => {
    expect(available(evening)[0]).toEqual(['2026-11-28', ['evening']]);
    expect(isSlotAvailable('2026-11-28', 'priority', morning)).toBe(true);
    expect(isSlotAvailable('2026-11-28', 'priority', evening)).toBe(false);
  });

  it('today, and the eighth day, are never offered', () => {
    expect(isSlotAvailable('2026-11-27', 'evening', morning)).toBe(false);
    expect(isSlotAvailable('2026-12-05', 'standard', morning)).toBe(false);
  });

  it('windows in IST', () => {
    expect(slotWindow('2026-11-28', 'evening')).toEqual({
      from: new Date('2026-11-28T12:30:00Z'),
      to: new Date('2026-11-28T16:30:00Z'),
    });
    expect(formatSlotWindow('standard')).toBe('9 AM – 9 PM');
    expect(formatSlotWindow('evening')).toBe('6 PM – 10 PM');
    expect(formatSlotWindow('priority')).toBe('9 AM – 1 PM');
    expect(formatDeliveryDate('2026-11-28')).toBe('Sat, 28 Nov');
  });
});
