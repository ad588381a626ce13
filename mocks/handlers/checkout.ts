import {
  cardLabel,
  COD_PAYMENT_DETAIL,
  ADDRESS_LIMIT,
  type AddressRequest,
  type AddressType,
  addressLimitText,
  addressMessages,
  api,
  CARD_TOKEN_TTL_MS,
  type CardBrand,
  cardBrand,
  cardMessages,
  cardOutcome,
  cardRefusalText,
  checkCashOnDelivery,
  checkoutMessages,
  deliveryDatesReply,
  deliveryMessages,
  type Endpoint,
  findPinCode,
  isSlotAvailable,
  normalizePromoCode,
  notEnoughStockText,
  type OpenTracker,
  orderLinesOf,
  invoiceFileName,
  ORDER_TRACKER_IDLE_MS,
  orderFileEndpoints,
  orderMessages,
  ORDERS_PAGE_SIZE,
  orderPromoCodeRefusal,
  orderTotals,
  orderTotalsLines,
  PAYMENT_CODE_LENGTH,
  PAYMENT_CODE_MAX_WRONG_ATTEMPTS,
  PAYMENT_CODE_TTL_MS,
  paymentCodeMail,
  PIN_CODE_PATTERN,
  type PinCodeEntry,
  pinNotServedText,
  TRACKER_IDLE_COMMENT,
  TRACKER_KEEP_ALIVE_COMMENT,
  trackerRefusal,
  trackerStatusEvent,
  upiMessages,
  upiOutcome,
  validateAddress,
  validateCard,
  validateUpiId,
  wrongCodeText,
} from '@shop/core';
import { findProduct } from '@shop/catalog';
import { http, HttpResponse } from 'msw';
import { onSignedIn, requireAccount } from '../auth';
import { apiUrl, errorReply, type MockRequest, on, reply } from '../http';
import { accountsState, deliverMail, type MockAccount } from '../state/accounts';
import { cartLineSource, cartLinesOf } from '../state/cart';
import {
  addressReply,
  cardTokenReply,
  MOCK_PAYMENT_CODE,
  type MockAddress,
  type MockCardToken,
  type MockOrder,
  nextOrderIdentity,
  orderReply,
  orderSummary,
} from '../state/checkout';
import { registerOpenStream } from '../state/open-streams';
import { stockLeft, takeStock } from '../state/stock';

/*
 * Checkout, payment and orders (README "Checkout") with the server's rules from core, in the
 * server's order of checks (apps/api/src/services/{address,payment,order}-service.ts); the parity
 * table (mocks/parity/cases/checkout.ts) holds both to the same replies.
 */

const state = () => accountsState.checkout;

/** `{ field: text }` of a failed form check, as the server's 400 names them. */
const detailsOf = (errors: readonly { field: string; message: string }[]) =>
  Object.fromEntries(errors.map((error) => [error.field, error.message]));

/** A bearer call on one user's data: answered `no-store`, as the server answers it. */
function own<E extends Endpoint>(
  endpoint: E,
  resolve: (request: MockRequest<E> & { account: MockAccount }) => Response | Promise<Response>,
) {
  return onSignedIn(endpoint, async (request) => {
    const response = await resolve(request);
    response.headers.set('cache-control', 'no-store');
    return response;
  });
}

export const checkoutHandlers = [
  on(api.checkout.lookupPin, ({ params }) => {
    const pin = params.pin.trim();
    if (!PIN_CODE_PATTERN.test(pin)) return errorReply(400, addressMessages.pinInvalid);
    const entry = findPinCode(pin);
    if (!entry) return errorReply(404, pinNotServedText(pin));
    return reply(api.checkout.lookupPin, {
      pin: entry.pin,
      city: entry.city,
      state: entry.state,
      cod: entry.cod,
    });
  }),

  on(api.checkout.deliveryDates, () =>
    // The dates turn over at midnight in India: a cache may keep them a minute (as the server says).
    HttpResponse.json(deliveryDatesReply(new Date()), {
      headers: { 'cache-control': 'private, max-age=60' },
    }),
  ),
];

// Addresses ------------------------------------------------------------------------------------

/** The address form's rules (the server's re-check): the cleaned values, or the 400 per field. */
function checkedAddress(body: AddressRequest): Omit<MockAddress, 'id' | 'userId'> | Response {
  const result = validateAddress({
    fullName: body.fullName,
    mobile: body.mobile,
    line1: body.line1,
    line2: body.line2 ?? '',
    landmark: body.landmark ?? '',
    pin: body.pin,
    type: body.type,
  });
  if (!result.ok) return errorReply(400, result.message, detailsOf(result.errors));
  return { ...result.value, type: result.value.type as AddressType };
}

function ownAddress(userId: number, id: number): MockAddress | undefined {
  const address = state().addresses.get(id);
  return address?.userId === userId ? address : undefined;
}

const addressesOf = (userId: number) =>
  [...state().addresses.values()].filter((address) => address.userId === userId);

export const addressesHandlers = [
  own(api.addresses.list, ({ account }) =>
    reply(api.addresses.list, {
      addresses: addressesOf(account.userId)
        .sort((a, b) => b.id - a.id)
        .map(addressReply),
    }),
  ),

  own(api.addresses.create, ({ account, body }) => {
    const values = checkedAddress(body);
    if (values instanceof Response) return values;
    if (addressesOf(account.userId).length >= ADDRESS_LIMIT) {
      return errorReply(409, addressLimitText(ADDRESS_LIMIT));
    }
    const address: MockAddress = { ...values, id: state().nextAddressId++, userId: account.userId };
    state().addresses.set(address.id, address);
    return reply(api.addresses.create, addressReply(address));
  }),

  own(api.addresses.update, ({ account, params, body }) => {
    const values = checkedAddress(body);
    if (values instanceof Response) return values;
    if (!ownAddress(account.userId, params.addressId)) return errorReply(404, addressMessages.notFound);
    const address: MockAddress = { ...values, id: params.addressId, userId: account.userId };
    state().addresses.set(address.id, address);
    return reply(api.addresses.update, addressReply(address));
  }),

  own(api.addresses.remove, ({ account, params }) => {
    if (!ownAddress(account.userId, params.addressId)) return errorReply(404, addressMessages.notFound);
    state().addresses.delete(params.addressId);
    return reply(api.addresses.remove, undefined);
  }),
];

// Card tokens ----------------------------------------------------------------------------------

function ownCardToken(userId: number, token: string): MockCardToken | undefined {
  const row = state().cardTokens.get(token);
  return row?.userId === userId ? row : undefined;
}

const CODE_PATTERN = new RegExp(`^\\d{${PAYMENT_CODE_LENGTH}}$`);

export const paymentsHandlers = [
  own(api.payments.createCardToken, ({ account, body }) => {
    const now = Date.now();
    const result = validateCard(body, new Date(now));
    if (!result.ok) return errorReply(400, result.message, detailsOf(result.errors));
    const digits = result.value.number;
    const outcome = cardOutcome(digits);
    const code = outcome === 'code' ? MOCK_PAYMENT_CODE : null;
    const row: MockCardToken = {
      token: `card_mock${state().nextCardToken++}`,
      userId: account.userId,
      brand: cardBrand(digits) as CardBrand,
      last4: digits.slice(-4),
      outcome,
      code,
      codeExpiresAt: code === null ? null : now + PAYMENT_CODE_TTL_MS,
      wrongCodes: 0,
      verifiedAt: null,
      expiresAt: now + CARD_TOKEN_TTL_MS,
      usedAt: null,
    };
    state().cardTokens.set(row.token, row);
    if (code !== null) {
      deliverMail(
        account.emailId,
        paymentCodeMail(account.firstName, { brand: row.brand, last4: row.last4 }, code),
      );
    }
    return reply(api.payments.createCardToken, cardTokenReply(row));
  }),

  own(api.payments.verifyCardCode, ({ account, params, body }) => {
    const typed = body.code.trim();
    if (typed === '') return errorReply(400, cardMessages.codeEmpty, { code: cardMessages.codeEmpty });
    if (!CODE_PATTERN.test(typed))
      return errorReply(400, cardMessages.codeInvalid, { code: cardMessages.codeInvalid });
    const now = Date.now();
    const row = ownCardToken(account.userId, params.token);
    // A code can be tried while it lives, unused, unverified and not locked by wrong tries.
    const open =
      row?.code != null &&
      row.verifiedAt === null &&
      row.usedAt === null &&
      row.wrongCodes < PAYMENT_CODE_MAX_WRONG_ATTEMPTS &&
      (row.codeExpiresAt ?? 0) > now;
    if (row && open) {
      if (row.code === typed) {
        row.verifiedAt = now;
        return reply(api.payments.verifyCardCode, cardTokenReply(row));
      }
      row.wrongCodes += 1;
      const left = PAYMENT_CODE_MAX_WRONG_ATTEMPTS - row.wrongCodes;
      if (left <= 0) return errorReply(410, cardMessages.codeLocked);
      return errorReply(400, wrongCodeText(left), { code: wrongCodeText(left) });
    }
    // No code could be tried: a token verified already answers as it is (a re-sent verify).
    if (!row || row.code === null) return errorReply(404, cardMessages.paymentNotFound);
    if (row.verifiedAt !== null && row.usedAt === null && row.expiresAt > now) {
      return reply(api.payments.verifyCardCode, cardTokenReply(row));
    }
    if (row.wrongCodes >= PAYMENT_CODE_MAX_WRONG_ATTEMPTS) return errorReply(410, cardMessages.codeLocked);
    return errorReply(410, cardMessages.codeExpired);
  }),
];

// Orders ---------------------------------------------------------------------------------------

type PlaceOrder = MockRequest<typeof api.orders.place>['body'];

/** The request without its key, in a fixed field order: what "the same request" means (the server's hash). */
function requestIdentity(request: PlaceOrder): string {
  const promo = request.promoCode ? normalizePromoCode(request.promoCode) : null;
  return JSON.stringify([
    request.addressId,
    request.delivery.date,
    request.delivery.slot,
    request.payment,
    promo,
    request.expectedTotal ?? null,
  ]);
}

interface SettledPayment {
  readonly detail: string;
  readonly outcome: 'paid' | 'pending';
  readonly card?: MockCardToken;
}

/** The payment checks before the order is written: the refusal to answer, or how it is paid. */
function settlePayment(
  userId: number,
  payment: PlaceOrder['payment'],
  now: number,
): SettledPayment | Response {
  if (payment.method === 'cod') return { detail: COD_PAYMENT_DETAIL, outcome: 'pending' };
  if (payment.method === 'upi') {
    const id = validateUpiId(payment.upiId);
    if (!id.ok) return errorReply(400, id.error, { payment: id.error });
    const outcome = upiOutcome(id.value);
    if (outcome === 'failure') return errorReply(402, upiMessages.failed);
    return { detail: id.value, outcome: outcome === 'pending' ? 'pending' : 'paid' };
  }
  const card = ownCardToken(userId, payment.cardToken);
  if (!card || card.usedAt !== null || card.expiresAt <= now)
    return errorReply(402, cardMessages.tokenInvalid);
  const refusal = cardRefusalText(card.outcome);
  if (refusal) return errorReply(402, refusal);
  if (card.code !== null && card.verifiedAt === null) return errorReply(402, cardMessages.codeSent);
  return { detail: cardLabel(card), outcome: 'paid', card };
}

/** Everything the server does inside its transaction: the cart, totals, stock, the charge, the order. */
function placeOrder(
  account: MockAccount,
  request: PlaceOrder,
  address: MockAddress,
  pin: PinCodeEntry,
  payment: SettledPayment,
  now: number,
): MockOrder | Response {
  const cart = cartLinesOf(account.userId);
  const lines = orderLinesOf(
    [...cart.values()]
      .sort((a, b) => a.itemId - b.itemId)
      .flatMap((line) => {
        const product = findProduct(line.productId);
        return product ? [cartLineSource(line, product)] : [];
      }),
  );
  if (lines.length === 0) return errorReply(409, checkoutMessages.emptyCart);
  const totals = orderTotals(orderTotalsLines(lines), {
    promoCode: request.promoCode ?? null,
    slot: request.delivery.slot,
    buyerStateCode: pin.stateCode,
  });
  if (request.expectedTotal !== undefined && request.expectedTotal !== totals.total) {
    return errorReply(409, checkoutMessages.priceChanged);
  }
  if (request.payment.method === 'cod') {
    const cod = checkCashOnDelivery(totals.total, pin);
    if (!cod.ok) return errorReply(400, cod.error, { payment: cod.error });
  }
  // In product order, as the server takes it; all or nothing.
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const left = stockLeft(line.productId) ?? 0;
    if (left < line.quantity) return errorReply(409, notEnoughStockText(line.name, left));
  }
  for (const line of lines) takeStock(line.productId, line.quantity);
  if (payment.card) payment.card.usedAt = now;

  const { id: _id, userId: _userId, ...shipTo } = address;
  const order: MockOrder = {
    ...nextOrderIdentity(state(), new Date(now)),
    userId: account.userId,
    idempotencyKey: request.idempotencyKey.toLowerCase(),
    requestIdentity: requestIdentity(request),
    placedAt: now,
    address: { ...shipTo, city: pin.city, state: pin.state },
    buyerStateCode: pin.stateCode,
    deliveryDate: request.delivery.date,
    slot: request.delivery.slot,
    paymentMethod: request.payment.method,
    paymentDetail: payment.detail,
    paymentOutcome: payment.outcome,
    totals,
    lines,
  };
  state().orders.push(order);
  cart.clear();
  return order;
}

const ordersOf = (userId: number) => state().orders.filter((order) => order.userId === userId);

export const ordersHandlers = [
  own(api.orders.place, ({ account, body }) => {
    // The same key again answers as the first time, and says it is a replay.
    const key = body.idempotencyKey.toLowerCase();
    const earlier = ordersOf(account.userId).find((order) => order.idempotencyKey === key);
    if (earlier) {
      if (earlier.requestIdentity !== requestIdentity(body)) {
        return errorReply(409, checkoutMessages.idempotencyKeyReused);
      }
      return HttpResponse.json(orderReply(earlier, new Date()), {
        status: api.orders.place.status,
        headers: { 'idempotent-replayed': 'true' },
      });
    }
    // The cart's own rule and text: an unknown code (or two at once) is refused, never ignored.
    const promoRefusal = orderPromoCodeRefusal(body.promoCode);
    if (promoRefusal) return errorReply(400, promoRefusal, { promoCode: promoRefusal });
    const now = Date.now();
    if (!isSlotAvailable(body.delivery.date, body.delivery.slot, new Date(now))) {
      return errorReply(400, deliveryMessages.slotUnavailable, {
        delivery: deliveryMessages.slotUnavailable,
      });
    }
    const address = ownAddress(account.userId, body.addressId);
    // Always found: an address is saved only with a PIN of the list (the server's join).
    const pin = address && findPinCode(address.pin);
    if (!address || !pin) return errorReply(404, addressMessages.notFound);
    const payment = settlePayment(account.userId, body.payment, now);
    if (payment instanceof Response) return payment;
    const order = placeOrder(account, body, address, pin, payment, now);
    if (order instanceof Response) return order;
    return reply(api.orders.place, orderReply(order, new Date(now)));
  }),

  own(api.orders.list, ({ account, query }) => {
    const now = new Date();
    const all = ordersOf(account.userId).sort((a, b) => b.placedAt - a.placedAt || b.seq - a.seq);
    const start = (query.page - 1) * ORDERS_PAGE_SIZE;
    return reply(api.orders.list, {
      orders: all.slice(start, start + ORDERS_PAGE_SIZE).map((order) => orderSummary(order, now)),
      total: all.length,
      page: query.page,
      pageSize: ORDERS_PAGE_SIZE,
    });
  }),

  own(api.orders.get, ({ account, params }) => {
    const number = params.orderNumber.trim().toUpperCase();
    const order = ordersOf(account.userId).find((candidate) => candidate.orderNumber === number);
    if (!order) return errorReply(404, orderMessages.notFound);
    return reply(api.orders.get, orderReply(order, new Date()));
  }),

  // The invoice and the tracker answer no JSON: plain MSW handlers with the same bearer check.
  http.get(apiUrl(orderFileEndpoints.invoice), ({ request, params }) => {
    const order = ownOrder(request, params.orderNumber);
    if (order instanceof Response) return order;
    return new HttpResponse(mockInvoicePdf(order.orderNumber), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${invoiceFileName(order.orderNumber)}"`,
        'cache-control': 'no-store',
      },
    });
  }),

  http.get(apiUrl(orderFileEndpoints.track), ({ request, params }) => {
    const order = ownOrder(request, params.orderNumber);
    if (order instanceof Response) return order;
    const { openTrackers } = state();
    const refusal = trackerRefusal([...openTrackers], order.userId, Date.now());
    if (refusal) {
      return errorReply(429, refusal.error, undefined, {
        'Retry-After': String(refusal.retryAfterSeconds),
        'cache-control': 'no-store',
      });
    }
    return new HttpResponse(trackerStream(order, request.signal, openTrackers), {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
    });
  }),
];

/** The signed-in user's order of that number, or the 401/404 reply. */
function ownOrder(request: Request, rawNumber: unknown): MockOrder | Response {
  const account = requireAccount(request);
  if (account instanceof Response) return account;
  const number = String(rawNumber ?? '')
    .trim()
    .toUpperCase();
  const order = ordersOf(account.userId).find((candidate) => candidate.orderNumber === number);
  return order ?? errorReply(404, orderMessages.notFound);
}

/**
 * A one-page PDF naming the order: enough for a download to be a PDF (`%PDF-` … `%%EOF`); the
 * server's real invoice (pdfkit) is not drawn in the browser.
 */
function mockInvoicePdf(orderNumber: string): Uint8Array {
  const text = `Tax invoice ${orderNumber}`;
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/**
 * A short tracker stream: the order at once and a keep-alive comment, then open until the page
 * leaves (a story stays 'Live'); once delivered it ends, as the server's does. Like the server's,
 * it holds one of the account's slots while open and closes once idle (the mocks' orders never
 * move on, so that is ORDER_TRACKER_IDLE_MS after it opened). It also ends when whatever runs the
 * mocks closes the open streams (state/open-streams.ts: a story's end, a test's).
 */
function trackerStream(
  order: MockOrder,
  signal: AbortSignal,
  openTrackers: Set<OpenTracker>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const current = orderReply(order, new Date());
  let end = () => {};
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(trackerStatusEvent(current)));
      controller.enqueue(encoder.encode(TRACKER_KEEP_ALIVE_COMMENT));
      if (current.status === 'delivered') return controller.close();
      const idle = setTimeout(() => {
        controller.enqueue(encoder.encode(TRACKER_IDLE_COMMENT));
        end();
      }, ORDER_TRACKER_IDLE_MS);
      const tracker: OpenTracker = { userId: order.userId, idleAt: Date.now() + ORDER_TRACKER_IDLE_MS };
      const unregister = registerOpenStream(() => end());
      end = () => {
        clearTimeout(idle);
        unregister();
        openTrackers.delete(tracker);
        try {
          controller.close();
        } catch {
          // Already closed by the reader's cancel.
        }
      };
      openTrackers.add(tracker);
      // Node's interceptor aborts it when the client goes; in the browser only cancel() hears of it.
      signal.addEventListener('abort', () => end());
    },
    cancel() {
      end();
    },
  });
}
