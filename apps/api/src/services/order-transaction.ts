import { randomBytes } from 'node:crypto';
import {
  cardMessages,
  checkoutMessages,
  notEnoughStockText,
  orderTotals,
  orderTotalsLines,
  orderLinesOf,
} from '@shop/core/checkout';
import { orderNumber, type PlaceOrderRequest } from '@shop/core/orders';
import { checkCashOnDelivery } from '@shop/core/payments';
import type { Now } from '../clock';
import type { Database } from '../db/connect';
import type { AddressRow } from '../db/repositories/addresses-repository';
import {
  emptyCart,
  findOrderByKey,
  findStock,
  insertOrder,
  insertOrderLines,
  lockCartLines,
  lockUserForOrder,
  type OrderLineRow,
  type OrderRow,
  takeStock,
  useCardToken,
} from '../db/repositories/orders-repository';
import { threadOf } from '../db/pglite-thread/thread-of';
import { HttpError } from '../http/http-error';

/** How the payment was settled before the order is written. */
export interface SettledPayment {
  readonly detail: string;
  readonly outcome: 'paid' | 'pending';
  /** A card token to charge inside the order's transaction. */
  readonly cardToken?: string;
}

const ORDER_NUMBER_TRIES = 5;

/** What the transaction needs, all of it settled before (so it can cross to the database's thread). */
export interface OrderTransactionInput {
  readonly userId: number;
  readonly request: PlaceOrderRequest;
  readonly requestHash: string;
  readonly address: AddressRow;
  readonly payment: SettledPayment;
  readonly now: Date;
  readonly cardNow: Now;
}

/**
 * The order written with its lines as written (its reply needs no read after), or the one placed
 * earlier with the same idempotency key (replayed).
 */
export type PlacedOrder =
  | { readonly replayed: false; readonly row: OrderRow; readonly lines: OrderLineRow[] }
  | { readonly replayed: true; readonly row: OrderRow };

/**
 * Placing an order's one transaction: the user's row locked, then the order written. On the
 * embedded database it runs whole in the database's thread (pglite-thread/operations.ts).
 */
export async function placeOrderTransaction(
  db: Database,
  input: OrderTransactionInput,
): Promise<PlacedOrder> {
  const thread = threadOf(db);
  if (thread) return (await thread.operation('orders.place', [input])) as PlacedOrder;
  const { userId, request } = input;
  return db.transaction(async (tx): Promise<PlacedOrder> => {
    await lockUserForOrder(tx, userId);
    const first = await findOrderByKey(tx, userId, request.idempotencyKey);
    return first ? { replayed: true, row: first } : { replayed: false, ...(await write(tx, input)) };
  });
}

/** Inside the transaction: everything that reads or writes stock, cart and order. */
async function write(
  tx: Database,
  input: OrderTransactionInput,
): Promise<{ row: OrderRow; lines: OrderLineRow[] }> {
  const { userId, request, requestHash, address, payment, now, cardNow } = input;
  const lines = orderLinesOf(await lockCartLines(tx, userId));
  if (lines.length === 0) throw new HttpError(409, checkoutMessages.emptyCart);
  const totals = orderTotals(orderTotalsLines(lines), {
    promoCode: request.promoCode ?? null,
    slot: request.delivery.slot,
    buyerStateCode: address.stateCode,
  });
  if (request.expectedTotal !== undefined && request.expectedTotal !== totals.total) {
    throw new HttpError(409, checkoutMessages.priceChanged);
  }
  if (request.payment.method === 'cod') {
    const { pin, city, state, stateCode, cod: codServed } = address;
    const cod = checkCashOnDelivery(totals.total, { pin, city, state, stateCode, cod: codServed });
    if (!cod.ok) throw new HttpError(400, cod.error, { payment: cod.error });
  }

  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    if ((await takeStock(tx, line.productId, line.quantity)) === undefined) {
      throw new HttpError(409, notEnoughStockText(line.name, await findStock(tx, line.productId)));
    }
  }
  if (payment.cardToken !== undefined && !(await useCardToken(tx, userId, payment.cardToken, cardNow))) {
    throw new HttpError(402, cardMessages.tokenInvalid);
  }

  const { stateCode: buyerStateCode, cod: _cod, id: _id, ...shipTo } = address;
  const order = {
    userId,
    idempotencyKey: request.idempotencyKey,
    requestHash,
    placedAt: now,
    address: shipTo,
    buyerStateCode,
    deliveryDate: request.delivery.date,
    slot: request.delivery.slot,
    paymentMethod: request.payment.method,
    paymentDetail: payment.detail,
    paymentOutcome: payment.outcome,
    subtotal: totals.subtotal,
    youSave: totals.youSave,
    promoCode: totals.promoCode,
    discount: totals.discount,
    deliveryFee: totals.deliveryFee,
    taxableValue: totals.taxableValue,
    tax: totals.tax,
    total: totals.total,
  };
  let id: number | undefined;
  let number = '';
  for (let attempt = 0; id === undefined && attempt < ORDER_NUMBER_TRIES; attempt += 1) {
    number = orderNumber(now, () => randomBytes(1)[0] as number);
    id = await insertOrder(tx, { ...order, orderNumber: number });
  }
  if (id === undefined) throw new Error('Could not draw a free order number');
  const orderId = id;
  const written = lines.map((line, index) => ({ orderId, lineNo: index + 1, ...line }));
  await insertOrderLines(tx, orderId, written);
  await emptyCart(tx, userId);
  return { row: { ...order, id: orderId, orderNumber: number }, lines: written };
}
