import { api, UPI_PENDING_CONFIRM_MS } from '@shop/core';
import type { ParityCase } from '../format';
import { signUp } from './steps';
import {
  EMPTY_CART,
  HOME,
  HOME_SAVED,
  HOUR,
  ISLANDS,
  ISLANDS_SAVED,
  KEY,
  WORK,
  WORK_SAVED,
  addToCart,
  addressNotFound,
  cardToken,
  cartOf,
  cheap,
  cheapLines,
  codOrder,
  codRequest,
  codeCardPayment,
  codeCardVerified,
  deliveryDatesStep,
  firstReply,
  noStore,
  oneCheapToo,
  optioned,
  orderBody,
  place,
  pricey,
  priceyQuantity,
  readCodeMail,
  refused,
  sameOrder,
  saveAddress,
  scarce,
  summaryOf,
  twoCheap,
  twoCheapToo,
  upiLines,
  upiOrder,
  verifyCode,
} from './checkout-fixtures';

/**
 * Orders. Last in the table (cases/index.ts): they take stock on the server's one database.
 */
export const ordersCases: ParityCase[] = [
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
