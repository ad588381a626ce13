import { DELIVERY_DAYS_AHEAD, PRIORITY_NEXT_DAY_CUTOFF_HOUR_IST } from '../constants';
import type { DeliverySlotKind } from '../enums/checkout';

/**
 * Delivery slots (README "Checkout"): dates are calendar days in India (IST, UTC+5:30 all year),
 * whatever the browser's or the server's time zone, so the date picker, the server's check and
 * the order tracker agree.
 */
export interface DeliverySlotRule {
  readonly kind: DeliverySlotKind;
  readonly label: string;
  /** Whole rupees. */
  readonly fee: number;
  /** The delivery window, hours of the day in IST. */
  readonly fromHour: number;
  readonly toHour: number;
  /** The first date offered, in days after today. */
  readonly leadDays: number;
}

export const DELIVERY_SLOTS: readonly DeliverySlotRule[] = [
  { kind: 'standard', label: 'Standard delivery', fee: 0, fromHour: 9, toHour: 21, leadDays: 2 },
  { kind: 'evening', label: 'Evening delivery', fee: 49, fromHour: 18, toHour: 22, leadDays: 1 },
  { kind: 'priority', label: 'Priority delivery', fee: 99, fromHour: 9, toHour: 13, leadDays: 1 },
];

export function deliverySlotRule(kind: DeliverySlotKind): DeliverySlotRule {
  const rule = DELIVERY_SLOTS.find((slot) => slot.kind === kind);
  if (!rule) throw new Error(`unknown delivery slot: ${kind}`);
  return rule;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** 'YYYY-MM-DD'. */
export const DELIVERY_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date in India at `instant`, 'YYYY-MM-DD'. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour of the day in India at `instant` (0–23). */
export function istHour(instant: Date): number {
  return new Date(instant.getTime() + IST_OFFSET_MS).getUTCHours();
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a given IST hour of a date begins. */
export function istInstant(date: string, hour: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + hour * 60 * 60_000 - IST_OFFSET_MS);
}

function leadDays(rule: DeliverySlotRule, now: Date): number {
  // Priority's next-day promise holds only for orders before the evening cut-off.
  if (rule.kind === 'priority' && istHour(now) >= PRIORITY_NEXT_DAY_CUTOFF_HOUR_IST) return rule.leadDays + 1;
  return rule.leadDays;
}

export interface DeliveryDateOption {
  readonly date: string;
  readonly slots: readonly { readonly kind: DeliverySlotKind; readonly available: boolean }[];
}

/** The date picker: the next DELIVERY_DAYS_AHEAD days after today (IST), each with its slots. */
export function deliveryDates(now: Date): DeliveryDateOption[] {
  const today = istDate(now);
  return Array.from({ length: DELIVERY_DAYS_AHEAD }, (_, index) => {
    const date = addDays(today, index + 1);
    return {
      date,
      slots: DELIVERY_SLOTS.map((rule) => ({ kind: rule.kind, available: index + 1 >= leadDays(rule, now) })),
    };
  });
}

/** Whether `kind` on `date` is offered at `now` (the server's check of the chosen slot). */
export function isSlotAvailable(date: string, kind: DeliverySlotKind, now: Date): boolean {
  const option = deliveryDates(now).find((candidate) => candidate.date === date);
  return option?.slots.some((slot) => slot.kind === kind && slot.available) ?? false;
}

/** When the slot's delivery window opens and closes. */
export function slotWindow(date: string, kind: DeliverySlotKind): { from: Date; to: Date } {
  const rule = deliverySlotRule(kind);
  return { from: istInstant(date, rule.fromHour), to: istInstant(date, rule.toHour) };
}

/** 'Sat, 28 Nov' for a 'YYYY-MM-DD' date (English, fixed: the same in every browser). */
export function formatDeliveryDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][day.getUTCDay()];
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    day.getUTCMonth()
  ];
  return `${weekday}, ${day.getUTCDate()} ${month}`;
}

/** '9 AM – 9 PM'. */
export function formatSlotWindow(kind: DeliverySlotKind): string {
  const rule = deliverySlotRule(kind);
  const hour = (value: number) => `${value % 12 === 0 ? 12 : value % 12} ${value < 12 ? 'AM' : 'PM'}`;
  return `${hour(rule.fromHour)} – ${hour(rule.toHour)}`;
}
