import { api, ORDER_TRACKER_IDLE_MS, ORDERS_PAGE_SIZE } from '@shop/core';
import { findPinCode, type PinCodeEntry } from '@shop/core/addresses';
import { normalizePromoCode, orderPromoCodeRefusal } from '@shop/core/cart';
import {
  addressMessages,
  cardMessages,
  checkoutMessages,
  deliveryMessages,
  isSlotAvailable,
  notEnoughStockText,
  orderLinesOf,
  orderMessages,
  orderTotals,
  orderTotalsLines,
  upiMessages,
} from '@shop/core/checkout';
import {
  type OpenTracker,
  invoiceFileName,
  orderFileEndpoints,
  TRACKER_IDLE_COMMENT,
  TRACKER_KEEP_ALIVE_COMMENT,
  trackerRefusal,
  trackerStatusEvent,
} from '@shop/core/orders';
import {
  cardLabel,
  COD_PAYMENT_DETAIL,
  cardRefusalText,
  checkCashOnDelivery,
  upiOutcome,
  validateUpiId,
} from '@shop/core/payments';
import { findProduct } from '@shop/catalog';
import { http, HttpResponse } from 'msw';
import { requireAccount } from '../auth';
import { apiUrl, errorReply, type MockRequest, reply } from '../http';
import { type MockAccount } from '../state/accounts';
import { cartLineSource, cartLinesOf } from '../state/cart';
import {
  type MockAddress,
  type MockCardToken,
  type MockOrder,
  nextOrderIdentity,
  orderReply,
  orderSummary,
} from '../state/checkout';
import { registerOpenStream } from '../state/open-streams';
import { stockLeft, takeStock } from '../state/stock';
import { ownAddress } from './addresses';
import { checkoutState, onOwnData } from './own-data';
import { ownCardToken } from './payments';

/*
 * Orders (README "Checkout"): placing one, the list, one order, its invoice and its tracker, with
 * the server's rules from core in the server's order of checks
 * (apps/api/src/services/order-service.ts).
 */

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
    ...nextOrderIdentity(checkoutState(), new Date(now)),
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
  checkoutState().orders.push(order);
  cart.clear();
  return order;
}

const ordersOf = (userId: number) => checkoutState().orders.filter((order) => order.userId === userId);

export const ordersHandlers = [
  onOwnData(api.orders.place, ({ account, body }) => {
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

  onOwnData(api.orders.list, ({ account, query }) => {
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

  onOwnData(api.orders.get, ({ account, params }) => {
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
    const { openTrackers } = checkoutState();
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
