/**
 * The words of the order pages (ours: README "Checkout and orders"). The server's texts (no orders
 * yet, not found, the no-cancellation note …) live in @shop/core's `orderMessages`; these are labels.
 */

import { GST_LINE_LABELS } from '@shop/core/checkout';

const IST = 'Asia/Kolkata';

/** '27 Nov, 3:45 pm': a tracker step's time in India. */
export function formatOrderTime(instant: string): string {
  const parts = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: IST,
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}

export const ordersScreenLabels = {
  heading: 'My Orders',
  /** The signed-out placeholder of both order pages (the sign-in modal opens over it). */
  signInRequired: 'Please sign in to see your orders.',
  loading: 'Loading your orders',
  retry: 'Retry',
  startShopping: 'Start Shopping',
  list: 'Your orders',
  placedOn: (date: string) => `Placed on ${date}`,
  items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  total: 'Total',
  viewDetails: 'View details',
  viewDetailsOf: (orderNumber: string) => `View details of order ${orderNumber}`,
  pagination: 'Order pages',
} as const;

export const orderScreenLabels = {
  heading: (orderNumber: string) => `Order ${orderNumber}`,
  back: 'All orders',
  loading: 'Loading your order',
  retry: 'Retry',
  placedOn: (date: string) => `Placed on ${date}`,
  tracker: 'Tracking',
  live: 'Live',
  reconnecting: 'Reconnecting',
  stepDone: 'done',
  stepNext: 'next',
  stepCurrent: 'current step',
  stepExpected: (time: string) => `expected ${time}`,
  items: 'Items',
  quantity: (count: number) => `Qty ${count}`,
  address: 'Delivery address',
  delivery: 'Delivery slot',
  payment: 'Payment',
  paid: 'Paid',
  pending: 'Payment pending',
  totals: 'Order total',
  subtotal: 'Subtotal',
  discount: (code: string | null) => (code ? `Promo (${code})` : 'Discount'),
  deliveryFee: 'Delivery Fee',
  free: 'FREE',
  taxableValue: 'Taxable value',
  // The invoice prints the same labels.
  cgst: GST_LINE_LABELS.cgst,
  sgst: GST_LINE_LABELS.sgst,
  igst: GST_LINE_LABELS.igst,
  total: 'Total',
  invoice: 'Download invoice',
  mobile: (mobile: string) => `Mobile: ${mobile}`,
} as const;
