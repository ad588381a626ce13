import { MAX_LINE_QUANTITY } from '@shop/core';
import { cartItemCount, cartSummary, offlineCartSummary, summaryWithPromo } from '@shop/core/cart';
import type { CartScreenLine, CartScreenPromo, CartScreenSummary } from './cart-types';

/** A plain square picture with a label, so stories need no server for images. */
function fixtureImage(label: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="hsl(${hue} 60% 92%)"/>` +
    `<rect x="120" y="70" width="160" height="260" rx="24" fill="hsl(${hue} 45% 45%)"/>` +
    `<text x="200" y="215" font-family="sans-serif" font-size="48" fill="#fff" text-anchor="middle">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type LineInput = Omit<CartScreenLine, 'key' | 'total' | 'canIncrease' | 'origin'> &
  Partial<Pick<CartScreenLine, 'key' | 'origin'>>;

/** A line as the storefront hands it over: total = price × quantity, + allowed below the ceiling. */
export function cartLine(input: LineInput): CartScreenLine {
  return {
    ...input,
    key: input.key ?? String(input.productId),
    origin: input.origin ?? 'server',
    total: input.price * input.quantity,
    canIncrease: input.quantity < MAX_LINE_QUANTITY,
  };
}

/** ₹1,29,999 (was ₹1,44,999, 10% off), 256GB, Natural Titanium, × 1. */
export const galaxyLine = cartLine({
  productId: 101,
  name: 'Samsung Galaxy S24 Ultra',
  brand: 'Samsung',
  image: fixtureImage('SA', 210),
  freeDelivery: true,
  price: 129_999,
  oldPrice: 144_999,
  discountPercent: 10,
  storage: '256GB',
  color: 'Natural Titanium',
  quantity: 1,
});

/** ₹79,900 at full price, × 2: no old price, no '% off'. */
export const iphoneLine = cartLine({
  productId: 102,
  name: 'Apple iPhone 15',
  brand: 'Apple',
  image: fixtureImage('AP', 140),
  freeDelivery: true,
  price: 79_900,
  oldPrice: 79_900,
  discountPercent: 0,
  quantity: 2,
});

/** A guest's line on this device: ₹5,499 (was ₹6,999, 21% off) × 3, not a free-delivery product. */
export const budsLine = cartLine({
  productId: 103,
  name: 'OnePlus Buds 3',
  brand: 'OnePlus',
  image: fixtureImage('OP', 20),
  freeDelivery: false,
  price: 5_499,
  oldPrice: 6_999,
  discountPercent: 21,
  quantity: 3,
  origin: 'device',
});

/** Waiting to sync, without a picture; its old price (₹399) is below the price (₹499). */
export const cableLine = cartLine({
  productId: 800_123,
  name: 'Braided USB-C Cable (1 m)',
  brand: 'Ambrane',
  image: '',
  freeDelivery: true,
  price: 499,
  oldPrice: 399,
  discountPercent: 0,
  quantity: 1,
  origin: 'offline',
});

/** At the per-line ceiling: + is disabled. */
export const ceilingLine = cartLine({
  ...iphoneLine,
  key: undefined,
  productId: 104,
  quantity: MAX_LINE_QUANTITY,
});

/** The Order Summary the storefront would show for `lines` (core's arithmetic, §9 and the promo). */
export function summaryOf(
  lines: readonly CartScreenLine[],
  options: { offline?: boolean; promo?: CartScreenPromo } = {},
): CartScreenSummary {
  const offline = options.offline ?? false;
  const base = offline ? offlineCartSummary(lines) : cartSummary(lines);
  return { itemCount: cartItemCount(lines), ...summaryWithPromo(base, options.promo, { offline }) };
}

export const emptySummary: CartScreenSummary = summaryOf([]);
