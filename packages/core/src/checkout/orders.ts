import { type DeliverySlotKind, ORDER_STATUSES, type OrderStatus } from '../enums/checkout';
import { istDate, slotWindow } from './delivery-slots';

/**
 * Order numbers `SL-YYYYMMDD-XXXXX`: the date the order was placed in India and five characters
 * without the look-alikes 0/O and 1/I, so a number read out over the phone is never ambiguous.
 */
export const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ORDER_NUMBER_PATTERN = /^SL-\d{8}-[A-HJ-NP-Z2-9]{5}$/;

/** `randomByte` gives 0–255 (crypto on the server); 256 is a multiple of the 32-letter alphabet. */
export function orderNumber(placedAt: Date, randomByte: () => number): string {
  const date = istDate(placedAt).replaceAll('-', '');
  const suffix = Array.from({ length: 5 }, () => ORDER_NUMBER_ALPHABET[randomByte() % 32]).join('');
  return `SL-${date}-${suffix}`;
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Order placed',
  packed: 'Packed',
  shipped: 'Shipped',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
};

const HOUR_MS = 60 * 60_000;
const PACKED_AFTER_MS = 2 * HOUR_MS;
const SHIPPED_AFTER_MS = 12 * HOUR_MS;

export interface OrderStep {
  readonly status: OrderStatus;
  readonly label: string;
  /** When the order reaches this status (ISO 8601). */
  readonly at: string;
}

/**
 * An order's course (README "Checkout"): packed 2 hours and shipped 12 hours after it is placed,
 * out for delivery when its slot's window opens, delivered when the window closes. The earliest
 * slot opens at least 15 hours after an order, so the steps are always in this order. The status
 * is read off this against the clock, which in demo mode a session may move forward (/qa).
 */
export function orderTimeline(placedAt: Date, deliveryDate: string, slot: DeliverySlotKind): OrderStep[] {
  const window = slotWindow(deliveryDate, slot);
  const times: Record<OrderStatus, number> = {
    placed: placedAt.getTime(),
    packed: placedAt.getTime() + PACKED_AFTER_MS,
    shipped: placedAt.getTime() + SHIPPED_AFTER_MS,
    outForDelivery: window.from.getTime(),
    delivered: window.to.getTime(),
  };
  return ORDER_STATUSES.map((status) => ({
    status,
    label: ORDER_STATUS_LABELS[status],
    at: new Date(times[status]).toISOString(),
  }));
}

/** The last step reached at `now`. */
export function orderStatusAt(timeline: readonly OrderStep[], now: Date): OrderStatus {
  let reached: OrderStatus = 'placed';
  for (const step of timeline) if (Date.parse(step.at) <= now.getTime()) reached = step.status;
  return reached;
}

/** When the status changes next after `now`, or null once delivered (the tracker's next wake-up). */
export function nextStepAt(timeline: readonly OrderStep[], now: Date): Date | null {
  const next = timeline.find((step) => Date.parse(step.at) > now.getTime());
  return next ? new Date(next.at) : null;
}
