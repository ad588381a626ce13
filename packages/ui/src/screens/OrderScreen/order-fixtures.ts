import {
  type Order,
  orderReply,
  orderSummaryReply,
  type OrderSummary,
  type StoredOrder,
} from '@shop/core/orders';

/** A plain square picture with a label, so stories need no server for images. */
function fixtureImage(label: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" fill="hsl(${hue} 60% 92%)"/>` +
    `<rect x="60" y="35" width="80" height="130" rx="12" fill="hsl(${hue} 45% 45%)"/>` +
    `<text x="100" y="108" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Placed 27 Nov 2026, 3:30 pm in India; standard slot on 29 Nov (9 AM – 9 PM). */
export const FIXTURE_PLACED_AT = new Date('2026-11-27T10:00:00.000Z');

const galaxy = {
  productId: 101,
  name: 'Samsung Galaxy S24 Ultra',
  brand: 'Samsung',
  imageurl: fixtureImage('SA', 210),
  storage: '256GB',
  color: 'Natural Titanium',
  quantity: 1,
  unitPrice: 129_999,
  unitOldPrice: 144_999,
};
const buds = {
  productId: 103,
  name: 'Galaxy Buds2 Pro',
  brand: 'Samsung',
  imageurl: fixtureImage('BU', 30),
  storage: null,
  color: null,
  quantity: 2,
  unitPrice: 9_999,
  unitOldPrice: 17_999,
};
const lines = [galaxy, buds];
const subtotal = 129_999 + 2 * 9_999;
const youSave = 15_000 + 2 * 8_000;
const tax = Math.round(subtotal * 0.18);

/** Within Karnataka (CGST + SGST), paid by card, 1 + 2 items: ₹1,49,997 + GST ₹26,999. */
const bengaluruOrder: StoredOrder = {
  orderNumber: 'SL-20261127-7KQ2M',
  placedAt: FIXTURE_PLACED_AT,
  address: {
    fullName: 'Asha Rao',
    mobile: '9876543210',
    line1: '12, 4th Cross, Koramangala',
    line2: '',
    landmark: 'Near Forum Mall',
    pin: '560034',
    city: 'Bengaluru',
    state: 'Karnataka',
    type: 'Home',
  },
  buyerStateCode: '29',
  deliveryDate: '2026-11-29',
  slot: 'standard',
  paymentMethod: 'card',
  paymentDetail: 'Visa •••• 1111',
  paymentOutcome: 'paid',
  promoCode: null,
  subtotal,
  youSave,
  discount: 0,
  deliveryFee: 0,
  taxableValue: subtotal,
  tax,
  total: subtotal + tax,
};

/** To Mumbai (IGST), cash on delivery, one item with an evening slot (₹49). */
const mumbaiOrder: StoredOrder = {
  ...bengaluruOrder,
  orderNumber: 'SL-20261120-ABCDE',
  placedAt: new Date('2026-11-20T05:00:00.000Z'),
  address: {
    ...bengaluruOrder.address,
    line1: '4 Marine Drive',
    landmark: '',
    pin: '400001',
    city: 'Mumbai',
    state: 'Maharashtra',
    type: 'Work',
  },
  buyerStateCode: '27',
  deliveryDate: '2026-11-21',
  slot: 'evening',
  paymentMethod: 'cod',
  paymentDetail: 'Pay on delivery',
  paymentOutcome: 'pending',
  subtotal: 9_999,
  youSave: 8_000,
  taxableValue: 9_999,
  deliveryFee: 49,
  tax: 1_800,
  total: 9_999 + 49 + 1_800,
};

const HOUR = 60 * 60_000;

/** The Bengaluru order as the server answers it `hoursAfter` its placing (0: just placed). */
export function fixtureOrder(hoursAfter = 0): Order {
  return orderReply(bengaluruOrder, lines, new Date(FIXTURE_PLACED_AT.getTime() + hoursAfter * HOUR));
}

/** Just placed: only 'Order placed' reached. */
export const placedOrder = fixtureOrder(0);
/** 13 hours on: packed and shipped. */
export const shippedOrder = fixtureOrder(13);
/** Delivered (the slot closed on 29 Nov at 9 PM). */
export const deliveredOrder = fixtureOrder(24 * 3);
/** Cash on delivery to Mumbai before delivery: IGST, 'Payment pending'. */
export const codOrder: Order = orderReply(mumbaiOrder, [{ ...buds, quantity: 1 }], mumbaiOrder.placedAt);

export const orderSummaries: OrderSummary[] = [
  orderSummaryReply(bengaluruOrder, lines, new Date(FIXTURE_PLACED_AT.getTime() + 13 * HOUR)),
  orderSummaryReply(mumbaiOrder, [{ ...buds, quantity: 1 }], new Date('2026-11-27T12:00:00.000Z')),
];
