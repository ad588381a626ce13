import {
  api,
  type DeliverySlotKind,
  findPinCode,
  optionedUnitPrices,
  ORDER_NUMBER_PATTERN,
  ORDER_STATUSES,
  orderTotals,
  type Product,
  UPI_PENDING_CONFIRM_MS,
} from '@shop/core';
import { productsOfCategory } from '@shop/catalog';
import { any, capture, type CallStep, type Expected, type ParityCase } from '../format';
import { cartBody } from './cart';
import { signUp } from './steps';

/*
 * Checkout, payment and orders (README "Checkout"). Delivery dates follow today's date in India,
 * so the rows read them from GET /delivery-slots ({{day1}} … {{day7}}) and never name a date.
 * Orders take stock on the server's one database for the whole table: they buy products from the
 * end of the catalogue, which the catalogue and cart rows do not count on.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Products ---------------------------------------------------------------------------------------

/** The shared catalogue from its end (the API seed and the mocks' fixtures are the same). */
const fromTheEnd = [...productsOfCategory(0)].reverse();
function pick(description: string, test: (product: Product) => boolean, not: readonly Product[] = []) {
  const product = fromTheEnd.find((candidate) => test(candidate) && !not.includes(candidate));
  if (!product) throw new Error(`The catalogue has no product that is ${description}`);
  return product;
}
/** Cheap and well stocked: cash on delivery takes it (at most ₹50,000). */
const cheap = pick('under ₹5,000 with 50 or more in stock', (p) => p.price < 5_000 && p.stock >= 50);
const cheapToo = pick('under ₹5,000 with 50 or more in stock', (p) => p.price < 5_000 && p.stock >= 50, [
  cheap,
]);
/** Enough of it is over the cash-on-delivery limit. */
const pricey = pick('₹10,000 or more with 10 or more in stock', (p) => p.price >= 10_000 && p.stock >= 10, [
  cheap,
  cheapToo,
]);
const priceyQuantity = Math.ceil(50_001 / pricey.price);
/** Few left: two buyers want them all. */
const scarce = pick('in stock 3 to 20', (p) => p.stock >= 3 && p.stock <= 20, [cheap, cheapToo, pricey]);
/** A phone: only phones and tablets come in storage and colour options (core's product-options). */
const phone = pick('a phone or tablet with 50 or more in stock', (p) => p.categoryid === 1 && p.stock >= 50, [
  cheap,
  cheapToo,
  pricey,
  scarce,
]);

interface Line {
  readonly product: Product;
  readonly quantity: number;
  readonly storage?: string;
  readonly color?: string;
}

/** The cart as the cart calls answer it (cart.ts's builder). */
const cartOf = (lines: readonly Line[]) => cartBody(lines as Parameters<typeof cartBody>[0]);
const EMPTY_CART = cartOf([]);

function addToCart(line: Line, cartAfter: readonly Line[], bearer = '{{token}}'): CallStep {
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

const HOME = {
  fullName: '  Asha   Rao ',
  mobile: '+91 98450 12345',
  line1: '12, 3rd Cross, Indiranagar',
  pin: '560034',
  type: 'Home',
};
/** As saved: text squeezed, the mobile's ten digits, city and state from the PIN. */
const HOME_SAVED = {
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
const WORK = {
  fullName: 'Asha Rao',
  mobile: '098450 12345',
  line1: 'Powai Plaza',
  line2: 'Hiranandani Gardens',
  landmark: 'Near IIT Main Gate',
  pin: '400076',
  type: 'Work',
};
const WORK_SAVED = { ...WORK, mobile: '9845012345', city: 'Mumbai', state: 'Maharashtra' };
const ISLANDS = { ...HOME, fullName: 'Asha Rao', pin: '744101' };
const ISLANDS_SAVED = {
  ...HOME_SAVED,
  pin: '744101',
  city: 'Port Blair',
  state: 'Andaman and Nicobar Islands',
};

const noStore = { 'cache-control': 'no-store' };

function saveAddress(
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

const addressNotFound = { status: 404, body: { error: 'Address not found' } };

// Delivery dates ---------------------------------------------------------------------------------

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_LABEL =
  /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), ([1-9]|[12]\d|3[01]) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;

/**
 * The next 7 days in India, captured as {{day1}} (tomorrow) … {{day7}}. Standard delivery starts
 * the day after tomorrow; priority reaches tomorrow only before 6 PM in India (either, by the clock).
 */
function deliveryDatesStep(): CallStep {
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
const KEY = [
  '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  '0b7e9d2c-5a41-4c3e-9f10-2d3e4f5a6b7c',
  'a4c2e6f8-1b3d-4a5c-8e7f-9a0b1c2d3e4f',
  'd9e8f7a6-b5c4-4d3e-a2f1-0e9d8c7b6a59',
  '2c4e6a8b-0d1f-4e3a-b5c7-d9e1f3a5c7e9',
  '7a9b1c3d-5e7f-4a1b-9c3d-5e7f9a1b3c5d',
  'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  '5d4c3b2a-1f0e-4d9c-ab8a-7f6e5d4c3b2a',
] as const;

const SLOTS: Record<DeliverySlotKind, { label: string; window: string }> = {
  standard: { label: 'Standard delivery', window: '9 AM – 9 PM' },
  evening: { label: 'Evening delivery', window: '6 PM – 10 PM' },
  priority: { label: 'Priority delivery', window: '9 AM – 1 PM' },
};

interface OrderShape {
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

function unitOf(line: Line) {
  return optionedUnitPrices(line.product, line.storage);
}

/** The order's money by core's one arithmetic and the catalogue's prices, as the server computes it. */
function totalsOf(shape: Pick<OrderShape, 'lines' | 'address' | 'slot' | 'promoCode'>) {
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

function orderBody(shape: OrderShape): Expected {
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

function summaryOf(shape: OrderShape): Expected {
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
const firstReply = (as: string) => ({
  orderNumber: capture(as, any.matching(ORDER_NUMBER_PATTERN)),
  placedAt: capture(`${as}PlacedAt`, any.isoDate()),
});
const sameOrder = (as: string) => ({ orderNumber: `{{${as}}}`, placedAt: `{{${as}PlacedAt}}` });

function place(body: Record<string, unknown>, expected: CallStep['expect'], bearer = '{{token}}'): CallStep {
  return { endpoint: api.orders.place, bearer, body, expect: expected };
}

function refused(status: number, error: string, details?: Record<string, string>): CallStep['expect'] {
  return { status, body: details ? { error, details } : { error } };
}

const unauthenticated = {
  status: 401,
  body: { error: 'Authentication required' },
  headers: { 'www-authenticate': 'Bearer' },
};

const cardBody = (number: string, cvv = '123') => ({ number, expiry: '12/30', cvv, name: 'Asha Rao' });

function cardToken(number: string, brand: string, as: string, codeRequired = false): CallStep {
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
function readCodeMail(as: string, older = 0): CallStep {
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

function verifyCode(
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

const codeCardVerified = (token: string) => ({
  status: 200,
  body: { token, brand: 'Visa', last4: '3220', codeRequired: false, expiresAt: any.isoDate() },
});

const codeCardPayment = { method: 'card', detail: 'Visa •••• 3220', status: 'paid' } as const;

// Cases ------------------------------------------------------------------------------------------

const twoCheap: Line = { product: cheap, quantity: 2 };
const oneCheapToo: Line = { product: cheapToo, quantity: 1 };
const cheapLines: readonly Line[] = [twoCheap, oneCheapToo];
const codOrder = {
  lines: cheapLines,
  address: HOME_SAVED,
  date: '{{day3}}',
  slot: 'standard',
  payment: { method: 'cod', detail: 'Pay on delivery', status: 'pending' },
} as const;
const codRequest = {
  idempotencyKey: KEY[0],
  addressId: '{{addressId}}',
  delivery: { date: '{{day3}}', slot: 'standard' },
  payment: { method: 'cod' },
};

const optioned: Line = { product: phone, quantity: 1, storage: '512GB', color: 'Blue Titanium' };
const twoCheapToo: Line = { product: cheapToo, quantity: 2 };
const upiLines: readonly Line[] = [optioned, twoCheapToo];
const upiOrder = {
  lines: upiLines,
  address: WORK_SAVED,
  date: '{{day1}}',
  slot: 'evening',
  promoCode: 'save10',
  payment: { method: 'upi', detail: 'pending@shoplane', status: 'pending' },
} as const;

export const checkoutCases: ParityCase[] = [
  {
    name: "checkout: every signed-in call without a token answers 401 'Authentication required'",
    steps: [
      { endpoint: api.addresses.list, expect: unauthenticated },
      { endpoint: api.addresses.create, body: HOME, expect: unauthenticated },
      { endpoint: api.addresses.update, params: { addressId: 1 }, body: HOME, expect: unauthenticated },
      { endpoint: api.addresses.remove, params: { addressId: 1 }, expect: unauthenticated },
      { endpoint: api.payments.createCardToken, body: cardBody('4111111111111111'), expect: unauthenticated },
      {
        endpoint: api.payments.verifyCardCode,
        params: { token: 'card_x' },
        body: { code: '123456' },
        expect: unauthenticated,
      },
      {
        endpoint: api.orders.place,
        body: { ...codRequest, addressId: 1, delivery: { date: '2026-11-30', slot: 'standard' } },
        expect: unauthenticated,
      },
      { endpoint: api.orders.list, expect: unauthenticated },
      { endpoint: api.orders.get, params: { orderNumber: 'SL-20261127-ABCDE' }, expect: unauthenticated },
      { endpoint: api.addresses.list, bearer: 'not-a-token', expect: unauthenticated },
    ],
  },
  {
    name: 'checkout: a PIN code served 200 (with or without cash on delivery), not served 404, malformed 400',
    steps: [
      {
        endpoint: api.checkout.lookupPin,
        params: { pin: '560034' },
        expect: { status: 200, body: { pin: '560034', city: 'Bengaluru', state: 'Karnataka', cod: true } },
      },
      {
        endpoint: api.checkout.lookupPin,
        params: { pin: '744101' },
        expect: {
          status: 200,
          body: { pin: '744101', city: 'Port Blair', state: 'Andaman and Nicobar Islands', cod: false },
        },
      },
      {
        endpoint: api.checkout.lookupPin,
        params: { pin: '999999' },
        expect: refused(404, 'We do not deliver to PIN code 999999 yet'),
      },
      {
        endpoint: api.checkout.lookupPin,
        params: { pin: '56003' },
        expect: refused(400, 'Enter a 6-digit PIN code'),
      },
      {
        endpoint: api.checkout.lookupPin,
        params: { pin: '060034' },
        expect: refused(400, 'Enter a 6-digit PIN code'),
      },
    ],
  },
  {
    name: 'checkout: the next 7 delivery dates in India, each slot with its fee, window and availability',
    steps: [deliveryDatesStep()],
  },
  {
    name: 'addresses: saved with the PIN’s city and state and the mobile’s ten digits; listed newest first; updated; deleted 204',
    steps: [
      signUp(),
      { endpoint: api.addresses.list, bearer: '{{token}}', expect: { status: 200, body: { addresses: [] } } },
      saveAddress(HOME, HOME_SAVED, 'addressId'),
      saveAddress(WORK, WORK_SAVED, 'workId'),
      {
        endpoint: api.addresses.list,
        bearer: '{{token}}',
        expect: {
          status: 200,
          body: {
            addresses: [
              { id: '{{workId}}', ...WORK_SAVED },
              { id: '{{addressId}}', ...HOME_SAVED },
            ],
          },
          headers: noStore,
        },
      },
      {
        endpoint: api.addresses.update,
        bearer: '{{token}}',
        params: { addressId: '{{addressId}}' },
        body: { ...HOME, fullName: "Asha R. D'Souza", pin: '110001' },
        expect: {
          status: 200,
          body: {
            id: '{{addressId}}',
            ...HOME_SAVED,
            fullName: "Asha R. D'Souza",
            pin: '110001',
            city: 'New Delhi',
            state: 'Delhi',
          },
          headers: noStore,
        },
      },
      {
        endpoint: api.addresses.remove,
        bearer: '{{token}}',
        params: { addressId: '{{addressId}}' },
        expect: { status: 204, headers: noStore },
      },
      {
        endpoint: api.addresses.remove,
        bearer: '{{token}}',
        params: { addressId: '{{addressId}}' },
        expect: addressNotFound,
      },
      {
        endpoint: api.addresses.list,
        bearer: '{{token}}',
        expect: { status: 200, body: { addresses: [{ id: '{{workId}}', ...WORK_SAVED }] } },
      },
    ],
  },
  {
    name: 'addresses: every field in error named with the form’s text; one field says its own; nothing saved',
    steps: [
      signUp(),
      {
        endpoint: api.addresses.create,
        bearer: '{{token}}',
        body: { fullName: '', mobile: '12345', line1: '', pin: '999999', type: 'Office' },
        expect: refused(400, 'Please correct the highlighted fields', {
          fullName: 'Please enter the full name',
          mobile: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
          line1: 'Please enter the flat, house number and street',
          type: 'Choose Home or Work',
          pin: 'We do not deliver to PIN code 999999 yet',
        }),
      },
      {
        endpoint: api.addresses.create,
        bearer: '{{token}}',
        body: { ...HOME, line2: 'x'.repeat(101), pin: '56003' },
        expect: refused(400, 'Please correct the highlighted fields', {
          line2: 'Use at most 100 characters',
          pin: 'Enter a 6-digit PIN code',
        }),
      },
      {
        endpoint: api.addresses.create,
        bearer: '{{token}}',
        body: { ...HOME, mobile: '5845012345' },
        expect: refused(400, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9', {
          mobile: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
        }),
      },
      {
        endpoint: api.addresses.create,
        bearer: '{{token}}',
        body: { fullName: 'Asha Rao', mobile: '9845012345', line1: '12, 3rd Cross', type: 'Home' },
        expect: refused(400, 'Invalid request: pin is required', { pin: 'is required' }),
      },
      { endpoint: api.addresses.list, bearer: '{{token}}', expect: { status: 200, body: { addresses: [] } } },
    ],
  },
  {
    name: 'addresses: another user’s address is a 404 to update or delete (after the form’s own checks)',
    steps: [
      signUp(),
      signUp('b', 'B'),
      saveAddress(HOME, HOME_SAVED, 'addressId'),
      {
        endpoint: api.addresses.update,
        bearer: '{{tokenB}}',
        params: { addressId: '{{addressId}}' },
        body: { ...HOME, fullName: 'Thief Kumar' },
        expect: addressNotFound,
      },
      {
        endpoint: api.addresses.update,
        bearer: '{{tokenB}}',
        params: { addressId: '{{addressId}}' },
        body: { ...HOME, type: 'home' },
        expect: refused(400, 'Choose Home or Work', { type: 'Choose Home or Work' }),
      },
      {
        endpoint: api.addresses.remove,
        bearer: '{{tokenB}}',
        params: { addressId: '{{addressId}}' },
        expect: addressNotFound,
      },
      {
        endpoint: api.addresses.update,
        bearer: '{{token}}',
        params: { addressId: 987_654_321 },
        body: HOME,
        expect: addressNotFound,
      },
      {
        endpoint: api.addresses.list,
        bearer: '{{tokenB}}',
        expect: { status: 200, body: { addresses: [] } },
      },
      {
        endpoint: api.addresses.list,
        bearer: '{{token}}',
        expect: { status: 200, body: { addresses: [{ id: '{{addressId}}', ...HOME_SAVED }] } },
      },
    ],
  },
  {
    name: 'addresses: at most 10 per user, the 11th is a 409',
    steps: [
      signUp(),
      {
        endpoint: api.addresses.create,
        bearer: '{{token}}',
        body: HOME,
        times: 10,
        expect: { status: 201, body: { id: any.id(), ...HOME_SAVED } },
      },
      {
        endpoint: api.addresses.create,
        bearer: '{{token}}',
        body: WORK,
        expect: refused(409, 'You can save up to 10 addresses'),
      },
      {
        endpoint: api.addresses.list,
        bearer: '{{token}}',
        expect: { status: 200, body: { addresses: any.arrayOf(10, { id: any.id(), ...HOME_SAVED }) } },
      },
    ],
  },
  {
    name: 'payments: a test card becomes a token with its brand and last four digits; card fields answer per field',
    steps: [
      signUp(),
      cardToken('4111 1111 1111 1111', 'Visa', 'visa'),
      cardToken('5555-5555-5555-4444', 'Mastercard', 'mastercard'),
      cardToken('6521111111111110', 'RuPay', 'rupay'),
      cardToken('3782 822463 10005', 'American Express', 'amex'),
      {
        endpoint: api.payments.createCardToken,
        bearer: '{{token}}',
        body: { number: '4111 1111 1111 1112', expiry: '10/26', cvv: '12', name: ' ' },
        expect: refused(400, 'Enter a valid card number', {
          number: 'Enter a valid card number',
          expiry: 'This card has expired',
          cvv: 'Enter the 3-digit CVV',
          name: 'Please enter the name on the card',
        }),
      },
      {
        endpoint: api.payments.createCardToken,
        bearer: '{{token}}',
        body: { number: '', expiry: '', cvv: '', name: '' },
        expect: refused(400, 'Please enter the card number', {
          number: 'Please enter the card number',
          expiry: 'Please enter the expiry date',
          cvv: 'Please enter the CVV',
          name: 'Please enter the name on the card',
        }),
      },
      {
        endpoint: api.payments.createCardToken,
        bearer: '{{token}}',
        body: { number: '378282246310005', expiry: '13/30', cvv: '123', name: 'Asha Rao' },
        expect: refused(400, 'Enter the expiry as MM/YY', {
          expiry: 'Enter the expiry as MM/YY',
          cvv: 'Enter the 4-digit CVV',
        }),
      },
    ],
  },
  {
    name: 'payments: the card that asks for a code mails it; wrong codes count down, the right one verifies (again too)',
    steps: [
      signUp(),
      cardToken('4000 0000 0000 3220', 'Visa', 'cardToken', true),
      readCodeMail('cardCode'),
      verifyCode(
        '{{cardToken}}',
        ' ',
        refused(400, 'Please enter the one-time code', { code: 'Please enter the one-time code' }),
      ),
      verifyCode(
        '{{cardToken}}',
        '12ab56',
        refused(400, 'Enter the 6-digit code', { code: 'Enter the 6-digit code' }),
      ),
      verifyCode(
        '{{cardToken}}',
        '{{other:cardCode}}',
        refused(400, 'Wrong code. 2 tries left.', { code: 'Wrong code. 2 tries left.' }),
      ),
      verifyCode('{{cardToken}}', '{{cardCode}}', codeCardVerified('{{cardToken}}')),
      verifyCode('{{cardToken}}', '{{cardCode}}', codeCardVerified('{{cardToken}}')),
      // A card that asks for no code has none to verify; nor has a token nobody made.
      cardToken('4111111111111111', 'Visa', 'visa'),
      verifyCode('{{visa}}', '123456', refused(404, 'Payment not found')),
      verifyCode('card_nobody', '123456', refused(404, 'Payment not found')),
    ],
  },
  {
    name: 'payments: three wrong codes cancel the payment (410), an expired code says so, another user’s token is a 404',
    steps: [
      signUp(),
      signUp('b', 'B'),
      cardToken('4000000000003220', 'Visa', 'cardToken', true),
      readCodeMail('cardCode'),
      verifyCode(
        '{{cardToken}}',
        '{{other:cardCode}}',
        refused(400, 'Wrong code. 2 tries left.', { code: 'Wrong code. 2 tries left.' }),
      ),
      verifyCode(
        '{{cardToken}}',
        '{{other:cardCode}}',
        refused(400, 'Wrong code. 1 try left.', { code: 'Wrong code. 1 try left.' }),
      ),
      verifyCode(
        '{{cardToken}}',
        '{{other:cardCode}}',
        refused(410, 'Too many wrong codes. The payment was cancelled.'),
      ),
      verifyCode(
        '{{cardToken}}',
        '{{cardCode}}',
        refused(410, 'Too many wrong codes. The payment was cancelled.'),
      ),
      cardToken('4000000000003220', 'Visa', 'lateToken', true),
      readCodeMail('lateCode', 1),
      verifyCode('{{lateToken}}', '{{lateCode}}', refused(404, 'Payment not found'), '{{tokenB}}'),
      { advanceClockMs: 5 * MINUTE },
      verifyCode(
        '{{lateToken}}',
        '{{lateCode}}',
        refused(410, 'The one-time code has expired. Please pay again.'),
      ),
    ],
  },
  {
    name: 'orders: cash on delivery 201 with the server’s totals; the same key replays it; the cart is emptied; list and get',
    steps: [
      signUp(),
      signUp('b', 'B'),
      saveAddress(HOME, HOME_SAVED, 'addressId'),
      deliveryDatesStep(),
      addToCart(twoCheap, [twoCheap]),
      addToCart(oneCheapToo, cheapLines),
      place(codRequest, {
        status: 201,
        body: orderBody({ ...codOrder, ...firstReply('orderNumber') }),
        headers: noStore,
      }),
      place(codRequest, {
        status: 201,
        body: orderBody({ ...codOrder, ...sameOrder('orderNumber') }),
        headers: { 'idempotent-replayed': 'true' },
      }),
      place(
        { ...codRequest, delivery: { date: '{{day1}}', slot: 'evening' } },
        refused(409, 'This idempotencyKey was used for a different order'),
      ),
      { endpoint: api.cart.get, bearer: '{{token}}', expect: { status: 200, body: EMPTY_CART } },
      place(
        { ...codRequest, idempotencyKey: KEY[1] },
        refused(409, 'Your cart is empty. Add a product before checking out.'),
      ),
      {
        endpoint: api.orders.list,
        bearer: '{{token}}',
        expect: {
          status: 200,
          body: {
            orders: [summaryOf({ ...codOrder, ...sameOrder('orderNumber') })],
            total: 1,
            page: 1,
            pageSize: 10,
          },
          headers: noStore,
        },
      },
      {
        endpoint: api.orders.list,
        bearer: '{{token}}',
        query: { page: '2' },
        expect: { status: 200, body: { orders: [], total: 1, page: 2, pageSize: 10 } },
      },
      {
        endpoint: api.orders.list,
        bearer: '{{token}}',
        query: { page: '0' },
        expect: refused(400, 'Invalid request: page must be at least 1', { page: 'must be at least 1' }),
      },
      {
        endpoint: api.orders.get,
        bearer: '{{token}}',
        params: { orderNumber: '{{orderNumber}}' },
        expect: {
          status: 200,
          body: orderBody({ ...codOrder, ...sameOrder('orderNumber') }),
          headers: noStore,
        },
      },
      {
        endpoint: api.orders.get,
        bearer: '{{tokenB}}',
        params: { orderNumber: '{{orderNumber}}' },
        expect: refused(404, 'Order not found'),
      },
      {
        endpoint: api.orders.list,
        bearer: '{{tokenB}}',
        expect: { status: 200, body: { orders: [], total: 0, page: 1, pageSize: 10 } },
      },
      // Packed two hours after it was placed (the clock of both sides moves).
      { advanceClockMs: 2 * HOUR },
      {
        endpoint: api.orders.get,
        bearer: '{{token}}',
        params: { orderNumber: '{{orderNumber}}' },
        expect: { status: 200, body: orderBody({ ...codOrder, ...sameOrder('orderNumber'), reached: 2 }) },
      },
    ],
  },
  {
    name: 'orders: UPI with a promo code to another state (IGST); pending is paid 15 minutes later; failure 402 places nothing',
    steps: [
      signUp(),
      saveAddress(WORK, WORK_SAVED, 'addressId'),
      deliveryDatesStep(),
      addToCart(optioned, [optioned]),
      addToCart(twoCheapToo, upiLines),
      place(
        { ...codRequest, payment: { method: 'upi', upiId: 'failure@shoplane' } },
        refused(402, 'The UPI payment failed. Please try again or choose another payment method.'),
      ),
      place(
        { ...codRequest, payment: { method: 'upi', upiId: 'asha' } },
        refused(400, 'Enter a UPI ID like name@bank', { payment: 'Enter a UPI ID like name@bank' }),
      ),
      { endpoint: api.cart.get, bearer: '{{token}}', expect: { status: 200, body: cartOf(upiLines) } },
      place(
        {
          idempotencyKey: KEY[2],
          addressId: '{{addressId}}',
          delivery: { date: '{{day1}}', slot: 'evening' },
          payment: { method: 'upi', upiId: 'Pending@Shoplane' },
          promoCode: ' save10 ',
        },
        { status: 201, body: orderBody({ ...upiOrder, ...firstReply('orderNumber') }) },
      ),
      { advanceClockMs: UPI_PENDING_CONFIRM_MS },
      {
        endpoint: api.orders.get,
        bearer: '{{token}}',
        params: { orderNumber: '{{orderNumber}}' },
        expect: {
          status: 200,
          body: orderBody({
            ...upiOrder,
            ...sameOrder('orderNumber'),
            payment: { ...upiOrder.payment, status: 'paid' },
          }),
        },
      },
    ],
  },
  {
    name: "orders: an unknown promo code, or two in one, is refused with the cart's text (400); nothing is placed",
    steps: [
      signUp(),
      saveAddress(HOME, HOME_SAVED, 'addressId'),
      deliveryDatesStep(),
      addToCart(twoCheap, [twoCheap]),
      place(
        { ...codRequest, promoCode: 'NOPE' },
        refused(400, "Promo code 'NOPE' is not valid", { promoCode: "Promo code 'NOPE' is not valid" }),
      ),
      place(
        { ...codRequest, promoCode: ' SAVE10,FLAT500 ' },
        refused(400, "Promo code 'SAVE10,FLAT500' is not valid", {
          promoCode: "Promo code 'SAVE10,FLAT500' is not valid",
        }),
      ),
      { endpoint: api.cart.get, bearer: '{{token}}', expect: { status: 200, body: cartOf([twoCheap]) } },
      {
        endpoint: api.orders.list,
        bearer: '{{token}}',
        expect: { status: 200, body: { orders: [], total: 0, page: 1, pageSize: 10 } },
      },
    ],
  },
  {
    name: 'orders: declined, short of funds and unknown cards 402; the code card pays once verified; a token pays once',
    steps: [
      signUp(),
      saveAddress(HOME, HOME_SAVED, 'addressId'),
      deliveryDatesStep(),
      addToCart({ product: cheap, quantity: 1 }, [{ product: cheap, quantity: 1 }]),
      cardToken('4000000000000002', 'Visa', 'declined'),
      place(
        { ...codRequest, payment: { method: 'card', cardToken: '{{declined}}' } },
        refused(402, 'Your card was declined. Please try another card or payment method.'),
      ),
      cardToken('4000000000009995', 'Visa', 'noFunds'),
      place(
        { ...codRequest, payment: { method: 'card', cardToken: '{{noFunds}}' } },
        refused(402, 'Your card has insufficient funds. Please try another card or payment method.'),
      ),
      cardToken('4000000000000069', 'Visa', 'realCard'),
      place(
        { ...codRequest, payment: { method: 'card', cardToken: '{{realCard}}' } },
        refused(402, 'Only the test cards listed on the QA page work in this demo shop'),
      ),
      place(
        { ...codRequest, payment: { method: 'card', cardToken: 'card_nobody' } },
        refused(402, 'The card details have expired. Please enter them again.'),
      ),
      cardToken('4000000000003220', 'Visa', 'codeCard', true),
      place(
        { ...codRequest, payment: { method: 'card', cardToken: '{{codeCard}}' } },
        refused(402, 'We sent a one-time code to your e-mail. Enter it to confirm the payment.'),
      ),
      readCodeMail('cardCode'),
      verifyCode('{{codeCard}}', '{{cardCode}}', codeCardVerified('{{codeCard}}')),
      place(
        { ...codRequest, payment: { method: 'card', cardToken: '{{codeCard}}' } },
        {
          status: 201,
          body: orderBody({
            ...codOrder,
            lines: [{ product: cheap, quantity: 1 }],
            payment: codeCardPayment,
            ...firstReply('first'),
          }),
        },
      ),
      addToCart(oneCheapToo, [oneCheapToo]),
      place(
        { ...codRequest, idempotencyKey: KEY[3], payment: { method: 'card', cardToken: '{{codeCard}}' } },
        refused(402, 'The card details have expired. Please enter them again.'),
      ),
      verifyCode(
        '{{codeCard}}',
        '{{cardCode}}',
        refused(410, 'The one-time code has expired. Please pay again.'),
      ),
      cardToken('4111111111111111', 'Visa', 'visa'),
      place(
        { ...codRequest, idempotencyKey: KEY[4], payment: { method: 'card', cardToken: '{{visa}}' } },
        {
          status: 201,
          body: orderBody({
            ...codOrder,
            lines: [oneCheapToo],
            payment: { method: 'card', detail: 'Visa •••• 1111', status: 'paid' },
            ...firstReply('second'),
          }),
        },
      ),
      // Placed at the same instant (the clock stands still): the later one first.
      {
        endpoint: api.orders.list,
        bearer: '{{token}}',
        expect: {
          status: 200,
          body: {
            orders: [
              summaryOf({ ...codOrder, lines: [oneCheapToo], ...sameOrder('second') }),
              summaryOf({ ...codOrder, lines: [{ product: cheap, quantity: 1 }], ...sameOrder('first') }),
            ],
            total: 2,
            page: 1,
            pageSize: 10,
          },
        },
      },
    ],
  },
  {
    name: 'orders: refused before anything is taken: COD limits, a slot not offered, another user’s address, a changed total, a bad key',
    steps: [
      signUp(),
      saveAddress(HOME, HOME_SAVED, 'addressId'),
      saveAddress(ISLANDS, ISLANDS_SAVED, 'islandsId'),
      deliveryDatesStep(),
      addToCart({ product: pricey, quantity: priceyQuantity }, [
        { product: pricey, quantity: priceyQuantity },
      ]),
      place(
        codRequest,
        refused(400, 'Cash on delivery is available for orders up to ₹50,000', {
          payment: 'Cash on delivery is available for orders up to ₹50,000',
        }),
      ),
      place(
        { ...codRequest, delivery: { date: '{{day1}}', slot: 'standard' } },
        refused(400, 'This slot is not available on that date. Please choose another.', {
          delivery: 'This slot is not available on that date. Please choose another.',
        }),
      ),
      place(
        { ...codRequest, delivery: { date: '2020-01-01', slot: 'evening' } },
        refused(400, 'This slot is not available on that date. Please choose another.', {
          delivery: 'This slot is not available on that date. Please choose another.',
        }),
      ),
      place({ ...codRequest, addressId: 987_654_321 }, addressNotFound),
      place(
        { ...codRequest, payment: { method: 'upi', upiId: 'success@shoplane' }, expectedTotal: 1 },
        refused(409, 'Prices in your cart have changed. Please review your order.'),
      ),
      place(
        { ...codRequest, idempotencyKey: 'twice' },
        refused(400, 'Invalid request: idempotencyKey must be a UUID', { idempotencyKey: 'must be a UUID' }),
      ),
      { endpoint: api.cart.clear, bearer: '{{token}}', expect: { status: 200, body: EMPTY_CART } },
      addToCart({ product: cheap, quantity: 1 }, [{ product: cheap, quantity: 1 }]),
      place(
        { ...codRequest, addressId: '{{islandsId}}' },
        refused(400, 'Cash on delivery is not available for PIN code 744101', {
          payment: 'Cash on delivery is not available for PIN code 744101',
        }),
      ),
      {
        endpoint: api.cart.get,
        bearer: '{{token}}',
        expect: { status: 200, body: cartOf([{ product: cheap, quantity: 1 }]) },
      },
      {
        endpoint: api.orders.list,
        bearer: '{{token}}',
        expect: { status: 200, body: { orders: [], total: 0, page: 1, pageSize: 10 } },
      },
    ],
  },
  {
    name: 'orders: more than the stock left is a 409 naming the product and what is left; the cart stays',
    steps: [
      signUp(),
      signUp('b', 'B'),
      saveAddress(HOME, HOME_SAVED, 'addressId'),
      saveAddress(HOME, HOME_SAVED, 'addressIdB', '{{tokenB}}'),
      deliveryDatesStep(),
      addToCart({ product: scarce, quantity: scarce.stock - 1 }, [
        { product: scarce, quantity: scarce.stock - 1 },
      ]),
      addToCart(
        { product: scarce, quantity: scarce.stock },
        [{ product: scarce, quantity: scarce.stock }],
        '{{tokenB}}',
      ),
      place(
        { ...codRequest, payment: { method: 'upi', upiId: 'success@shoplane' } },
        {
          status: 201,
          body: orderBody({
            ...codOrder,
            lines: [{ product: scarce, quantity: scarce.stock - 1 }],
            payment: { method: 'upi', detail: 'success@shoplane', status: 'paid' },
            ...firstReply('orderNumber'),
          }),
        },
      ),
      place(
        { ...codRequest, addressId: '{{addressIdB}}', payment: { method: 'upi', upiId: 'success@shoplane' } },
        refused(409, `Only 1 left of ${scarce.productname}`),
        '{{tokenB}}',
      ),
      {
        endpoint: api.cart.get,
        bearer: '{{tokenB}}',
        expect: { status: 200, body: cartOf([{ product: scarce, quantity: scarce.stock }]) },
      },
      {
        endpoint: api.cart.add,
        bearer: '{{tokenB}}',
        body: { productId: scarce.id, quantity: 1 },
        expect: refused(409, 'Only 1 left in stock: your cart can hold at most 1 of this product'),
      },
    ],
  },
];
