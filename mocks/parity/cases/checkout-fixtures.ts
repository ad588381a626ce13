import { api } from '@shop/core';
import { findPinCode } from '@shop/core/addresses';
import { optionedUnitPrices } from '@shop/core/cart';
import { type DeliverySlotKind, ORDER_STATUSES, orderTotals } from '@shop/core/checkout';
import { ORDER_NUMBER_PATTERN } from '@shop/core/orders';
import { type Product } from '@shop/core/products';
import { productsOfCategory } from '@shop/catalog';
import { any, capture, type CallStep, type Expected } from '../format';
import { cartBody } from './cart';

/*
 * What the checkout's areas' parity cases share (checkout.ts, addresses.ts, payments.ts,
 * orders.ts): the products they buy, the addresses, the cart and order shapes and the steps.
 * Delivery dates follow today's date in India, so the rows read them from GET /delivery-slots
 * ({{day1}} … {{day7}}) and never name a date. Orders take stock on the server's one database for
 * the whole table: they buy products from the end of the catalogue, which the catalogue and cart
 * rows do not count on.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

// Products ---------------------------------------------------------------------------------------

/** The shared catalogue from its end (the API seed and the mocks' fixtures are the same). */
export const fromTheEnd = [...productsOfCategory(0)].reverse();
export function pick(description: string, test: (product: Product) => boolean, not: readonly Product[] = []) {
  const product = fromTheEnd.find((candidate) => test(candidate) && !not.includes(candidate));
  if (!product) throw new Error(`The catalogue has no product that is ${description}`);
  return product;
}
/** Cheap and well stocked: cash on delivery takes it (at most ₹50,000). */
export const cheap = pick('under ₹5,000 with 50 or more in stock', (p) => p.price < 5_000 && p.stock >= 50);
export const cheapToo = pick(
  'under ₹5,000 with 50 or more in stock',
  (p) => p.price < 5_000 && p.stock >= 50,
  [cheap],
);
/** Enough of it is over the cash-on-delivery limit. */
export const pricey = pick(
  '₹10,000 or more with 10 or more in stock',
  (p) => p.price >= 10_000 && p.stock >= 10,
  [cheap, cheapToo],
);
export const priceyQuantity = Math.ceil(50_001 / pricey.price);
/** Few left: two buyers want them all. */
export const scarce = pick('in stock 3 to 20', (p) => p.stock >= 3 && p.stock <= 20, [
  cheap,
  cheapToo,
  pricey,
]);
/** A phone: only phones and tablets come in storage and colour options (core's product-options). */
export const phone = pick(
  'a phone or tablet with 50 or more in stock',
  (p) => p.categoryid === 1 && p.stock >= 50,
  [cheap, cheapToo, pricey, scarce],
);

export interface Line {
  readonly product: Product;
  readonly quantity: number;
  readonly storage?: string;
  readonly color?: string;
}

/** The cart as the cart calls answer it (cart.ts's builder). */
export const cartOf = (lines: readonly Line[]) => cartBody(lines as Parameters<typeof cartBody>[0]);
export const EMPTY_CART = cartOf([]);

export function addToCart(line: Line, cartAfter: readonly Line[], bearer = '{{token}}'): CallStep {
  const options =
    line.storage || line.color
      ? {
          options: {
            ...(line.storage ? { storage: line.storage } : {}),
            ...(line.color ? { color: line.color } : {}),
          },
        }
      : {};
  return {
    endpoint: api.cart.add,
    bearer,
    body: { productId: line.product.id, quantity: line.quantity, ...options },
    expect: { status: 200, body: cartOf(cartAfter) },
  };
}

// Addresses --------------------------------------------------------------------------------------

export const HOME = {
  fullName: '  Asha   Rao ',
  mobile: '+91 98450 12345',
  line1: '12, 3rd Cross, Indiranagar',
  pin: '560034',
  type: 'Home',
};
/** As saved: text squeezed, the mobile's ten digits, city and state from the PIN. */
export const HOME_SAVED = {
  fullName: 'Asha Rao',
  mobile: '9845012345',
  line1: '12, 3rd Cross, Indiranagar',
  line2: '',
  landmark: '',
  pin: '560034',
  city: 'Bengaluru',
  state: 'Karnataka',
  type: 'Home',
};
export const WORK = {
  fullName: 'Asha Rao',
  mobile: '098450 12345',
  line1: 'Powai Plaza',
  line2: 'Hiranandani Gardens',
  landmark: 'Near IIT Main Gate',
  pin: '400076',
  type: 'Work',
};
export const WORK_SAVED = { ...WORK, mobile: '9845012345', city: 'Mumbai', state: 'Maharashtra' };
export const ISLANDS = { ...HOME, fullName: 'Asha Rao', pin: '744101' };
export const ISLANDS_SAVED = {
  ...HOME_SAVED,
  pin: '744101',
  city: 'Port Blair',
  state: 'Andaman and Nicobar Islands',
};

export const noStore = { 'cache-control': 'no-store' };

export function saveAddress(
  body: object,
  saved: Record<string, Expected>,
  as: string,
  bearer = '{{token}}',
): CallStep {
  return {
    endpoint: api.addresses.create,
    bearer,
    body,
    expect: { status: 201, body: { id: capture(as, any.id()), ...saved }, headers: noStore },
  };
}

export const addressNotFound = { status: 404, body: { error: 'Address not found' } };

// Delivery dates ---------------------------------------------------------------------------------

export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DATE_LABEL =
  /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), ([1-9]|[12]\d|3[01]) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;

/**
 * The next 7 days in India, captured as {{day1}} (tomorrow) … {{day7}}. Standard delivery starts
 * the day after tomorrow; priority reaches tomorrow only before 6 PM in India (either, by the clock).
 */
export function deliveryDatesStep(): CallStep {
  return {
    endpoint: api.checkout.deliveryDates,
    expect: {
      status: 200,
      body: {
        dates: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
          date: capture(`day${day}`, any.matching(DATE)),
          label: any.matching(DATE_LABEL),
          slots: [
            {
              kind: 'standard',
              label: 'Standard delivery',
              fee: 0,
              window: '9 AM – 9 PM',
              available: day >= 2,
            },
            { kind: 'evening', label: 'Evening delivery', fee: 49, window: '6 PM – 10 PM', available: true },
            {
              kind: 'priority',
              label: 'Priority delivery',
              fee: 99,
              window: '9 AM – 1 PM',
              available: day === 1 ? any.boolean() : true,
            },
          ],
        })),
      },
      headers: { 'cache-control': 'private, max-age=60' },
    },
  };
}

// Orders -----------------------------------------------------------------------------------------

/** Idempotency keys: each case signs up its own users, whose keys they are. */
export const KEY = [
  '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  '0b7e9d2c-5a41-4c3e-9f10-2d3e4f5a6b7c',
  'a4c2e6f8-1b3d-4a5c-8e7f-9a0b1c2d3e4f',
  'd9e8f7a6-b5c4-4d3e-a2f1-0e9d8c7b6a59',
  '2c4e6a8b-0d1f-4e3a-b5c7-d9e1f3a5c7e9',
  '7a9b1c3d-5e7f-4a1b-9c3d-5e7f9a1b3c5d',
  'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  '5d4c3b2a-1f0e-4d9c-ab8a-7f6e5d4c3b2a',
] as const;

export const SLOTS: Record<DeliverySlotKind, { label: string; window: string }> = {
  standard: { label: 'Standard delivery', window: '9 AM – 9 PM' },
  evening: { label: 'Evening delivery', window: '6 PM – 10 PM' },
  priority: { label: 'Priority delivery', window: '9 AM – 1 PM' },
};

export interface OrderShape {
  readonly lines: readonly Line[];
  /** The saved address the order was sent to (its PIN decides the GST split). */
  readonly address: typeof HOME_SAVED;
  readonly date: string;
  readonly slot: DeliverySlotKind;
  readonly promoCode?: string;
  readonly payment: {
    readonly method: 'card' | 'upi' | 'cod';
    readonly detail: string;
    readonly status: string;
  };
  /** Captured on the first reply, then the same order: `{{orderNumber}}`. */
  readonly orderNumber: Expected;
  readonly placedAt: Expected;
  /** How many of the five steps are reached (1: just placed). */
  readonly reached?: number;
}

export function unitOf(line: Line) {
  return optionedUnitPrices(line.product, line.storage);
}

/** The order's money by core's one arithmetic and the catalogue's prices, as the server computes it. */
export function totalsOf(shape: Pick<OrderShape, 'lines' | 'address' | 'slot' | 'promoCode'>) {
  const pin = findPinCode(shape.address.pin);
  if (!pin) throw new Error(`PIN ${shape.address.pin} is not served`);
  return orderTotals(
    shape.lines.map((line) => {
      const unit = unitOf(line);
      return { price: unit.price, oldPrice: unit.oldPrice, quantity: line.quantity };
    }),
    { promoCode: shape.promoCode ?? null, slot: shape.slot, buyerStateCode: pin.stateCode },
  );
}

export function orderBody(shape: OrderShape): Expected {
  const reached = shape.reached ?? 1;
  const status = ORDER_STATUSES[reached - 1] ?? 'placed';
  const labels = {
    placed: 'Order placed',
    packed: 'Packed',
    shipped: 'Shipped',
    outForDelivery: 'Out for delivery',
    delivered: 'Delivered',
  };
  return {
    orderNumber: shape.orderNumber,
    placedAt: shape.placedAt,
    status,
    statusLabel: labels[status],
    steps: ORDER_STATUSES.map((step, index) => ({
      status: step,
      label: labels[step],
      at: any.isoDate(),
      reached: index < reached,
    })),
    items: shape.lines.map((line) => {
      const unit = unitOf(line);
      return {
        productId: line.product.id,
        name: line.product.productname,
        brand: line.product.brand,
        imageurl: line.product.imageurl,
        options: {
          ...(line.storage ? { storage: line.storage } : {}),
          ...(line.color ? { color: line.color } : {}),
        },
        quantity: line.quantity,
        unitPrice: unit.price,
        unitOldPrice: unit.oldPrice,
        lineTotal: unit.price * line.quantity,
      };
    }),
    address: shape.address,
    delivery: { date: shape.date, slot: shape.slot, ...SLOTS[shape.slot] },
    payment: shape.payment,
    totals: totalsOf(shape) as unknown as Expected,
    cancellable: false,
  };
}

export function summaryOf(shape: OrderShape): Expected {
  const first = shape.lines[0]?.product;
  return {
    orderNumber: shape.orderNumber,
    placedAt: shape.placedAt,
    status: 'placed',
    statusLabel: 'Order placed',
    itemCount: shape.lines.reduce((count, line) => count + line.quantity, 0),
    total: totalsOf(shape).total,
    firstItemName: first?.productname ?? '',
    firstItemImageurl: first?.imageurl ?? '',
  };
}

/** Captures `{{<as>}}` and `{{<as>PlacedAt}}` on the first reply of an order. */
export const firstReply = (as: string) => ({
  orderNumber: capture(as, any.matching(ORDER_NUMBER_PATTERN)),
  placedAt: capture(`${as}PlacedAt`, any.isoDate()),
});
export const sameOrder = (as: string) => ({ orderNumber: `{{${as}}}`, placedAt: `{{${as}PlacedAt}}` });

export function place(
  body: Record<string, unknown>,
  expected: CallStep['expect'],
  bearer = '{{token}}',
): CallStep {
  return { endpoint: api.orders.place, bearer, body, expect: expected };
}

export function refused(status: number, error: string, details?: Record<string, string>): CallStep['expect'] {
  return { status, body: details ? { error, details } : { error } };
}

export const unauthenticated = {
  status: 401,
  body: { error: 'Authentication required' },
  headers: { 'www-authenticate': 'Bearer' },
};

export const cardBody = (number: string, cvv = '123') => ({ number, expiry: '12/30', cvv, name: 'Asha Rao' });

export function cardToken(number: string, brand: string, as: string, codeRequired = false): CallStep {
  return {
    endpoint: api.payments.createCardToken,
    bearer: '{{token}}',
    body: cardBody(number, brand === 'American Express' ? '1234' : '123'),
    expect: {
      status: 201,
      body: {
        token: capture(as, any.token()),
        brand,
        last4: number.replace(/\D/g, '').slice(-4),
        codeRequired,
        expiresAt: any.isoDate(),
      },
      headers: noStore,
    },
  };
}

/** The payment-code mails of the case's account, newest first; the newest code kept as `{{<as>}}`. */
export function readCodeMail(as: string, older = 0): CallStep {
  const mail = (text: Expected) => ({
    id: any.id(),
    to: '{{email:a}}',
    subject: 'Your ShopLane payment code',
    text,
    html: any.string(),
    createdAt: any.isoDate(),
  });
  return {
    endpoint: api.mailbox.list,
    query: { email: '{{email:a}}' },
    expect: {
      status: 200,
      body: {
        messages: [
          mail(any.matching(/Your one-time code is (\d{6})\. It expires in 5 minutes\./, as)),
          ...Array.from({ length: older }, () => mail(any.string())),
        ],
      },
    },
  };
}

export function verifyCode(
  token: string,
  code: string,
  expected: CallStep['expect'],
  bearer = '{{token}}',
): CallStep {
  return {
    endpoint: api.payments.verifyCardCode,
    bearer,
    params: { token },
    body: { code },
    expect: expected,
  };
}

export const codeCardVerified = (token: string) => ({
  status: 200,
  body: { token, brand: 'Visa', last4: '3220', codeRequired: false, expiresAt: any.isoDate() },
});

export const codeCardPayment = { method: 'card', detail: 'Visa •••• 3220', status: 'paid' } as const;

// Cases ------------------------------------------------------------------------------------------

export const twoCheap: Line = { product: cheap, quantity: 2 };
export const oneCheapToo: Line = { product: cheapToo, quantity: 1 };
export const cheapLines: readonly Line[] = [twoCheap, oneCheapToo];
export const codOrder = {
  lines: cheapLines,
  address: HOME_SAVED,
  date: '{{day3}}',
  slot: 'standard',
  payment: { method: 'cod', detail: 'Pay on delivery', status: 'pending' },
} as const;
export const codRequest = {
  idempotencyKey: KEY[0],
  addressId: '{{addressId}}',
  delivery: { date: '{{day3}}', slot: 'standard' },
  payment: { method: 'cod' },
};

export const optioned: Line = { product: phone, quantity: 1, storage: '512GB', color: 'Blue Titanium' };
export const twoCheapToo: Line = { product: cheapToo, quantity: 2 };
export const upiLines: readonly Line[] = [optioned, twoCheapToo];
export const upiOrder = {
  lines: upiLines,
  address: WORK_SAVED,
  date: '{{day1}}',
  slot: 'evening',
  promoCode: 'save10',
  payment: { method: 'upi', detail: 'pending@shoplane', status: 'pending' },
} as const;
