import { createHash } from 'node:crypto';
import { ORDERS_PAGE_SIZE } from '@shop/core';
import { normalizePromoCode, orderPromoCodeRefusal } from '@shop/core/cart';
import {
  addressMessages,
  cardMessages,
  checkoutMessages,
  deliveryMessages,
  isSlotAvailable,
  orderMessages,
  upiMessages,
} from '@shop/core/checkout';
import {
  type Order,
  type OrderListReply,
  orderReply,
  orderSummaryReply,
  type PlaceOrderRequest,
} from '@shop/core/orders';
import {
  cardLabel,
  COD_PAYMENT_DETAIL,
  cardRefusalText,
  upiOutcome,
  validateUpiId,
} from '@shop/core/payments';
import { type Clocks, readNow } from '../clock';
import type { Database } from '../db/connect';
import { findAddress } from '../db/repositories/addresses-repository';
import { findCardToken } from '../db/repositories/card-tokens-repository';
import {
  findOrderByKey,
  findOrderByNumber,
  findOrderLines,
  findOrdersPage,
  type OrderRow,
} from '../db/repositories/orders-repository';
import { HttpError, notFound } from '../http/http-error';
import { placeOrderTransaction, type SettledPayment } from './order-transaction';

/** A place-order body as the route hands it over. */
type PlaceOrder = PlaceOrderRequest;

/**
 * Orders (README "Checkout"). Placing one is one transaction: the user's row is locked (one
 * placement per user at a time, so a repeated idempotency key finds the first order), the cart's
 * lines are read and locked, prices and totals are computed here from the catalogue (never taken
 * from the browser), stock is taken line by line in product order (no deadlock between two
 * carts), the card is charged, the order written and the cart emptied — or nothing happens.
 */
export class OrderService {
  constructor(
    private readonly db: Database,
    /**
     * An order's course runs on the session's clock (a clock offset walks it to its door); the
     * card token it pays with is used on real time and must not have expired on the expiry clock.
     */
    private readonly clocks: Clocks,
    /** Stock of these products changed: the catalogue's reply cache must not keep the old figures. */
    private readonly onStockTaken: (productIds: readonly number[]) => Promise<void>,
  ) {}

  async place(userId: number, request: PlaceOrder): Promise<{ order: Order; replayed: boolean }> {
    const requestHash = hashOf(request);
    // Both reads at once: one wait for the database, not two (a replay does not use the address).
    const [earlier, address] = await Promise.all([
      findOrderByKey(this.db, userId, request.idempotencyKey),
      findAddress(this.db, userId, request.addressId),
    ]);
    if (earlier) return { order: await this.replay(earlier, requestHash), replayed: true };

    // The cart's own rule and text: an unknown code (or two at once) is refused, never ignored.
    const promoRefusal = orderPromoCodeRefusal(request.promoCode);
    if (promoRefusal) throw new HttpError(400, promoRefusal, { promoCode: promoRefusal });

    const now = this.clocks.session.now();
    const cardNow = readNow(this.clocks);
    if (!isSlotAvailable(request.delivery.date, request.delivery.slot, now)) {
      throw new HttpError(400, deliveryMessages.slotUnavailable, {
        delivery: deliveryMessages.slotUnavailable,
      });
    }
    if (!address) throw notFound(addressMessages.notFound);
    const payment = await this.settlePayment(userId, request.payment, cardNow.expiry);

    const placed = await placeOrderTransaction(this.db, {
      userId,
      request,
      requestHash,
      address,
      payment,
      now,
      cardNow,
    });
    if (placed.replayed) return { order: await this.replay(placed.row, requestHash), replayed: true };
    const order = orderReply(placed.row, placed.lines, this.clocks.session.now());
    // Before the reply: this buyer's next product page shows the new stock (other servers learn
    // it from the database's notice).
    await this.onStockTaken(order.items.map((item) => item.productId));
    return { order, replayed: false };
  }

  async list(userId: number, page: number): Promise<OrderListReply> {
    const { rows, total } = await findOrdersPage(
      this.db,
      userId,
      (page - 1) * ORDERS_PAGE_SIZE,
      ORDERS_PAGE_SIZE,
    );
    const lines = await findOrderLines(
      this.db,
      rows.map((row) => row.id),
    );
    const now = this.clocks.session.now();
    return {
      orders: rows.map((row) =>
        orderSummaryReply(
          row,
          lines.filter((line) => line.orderId === row.id),
          now,
        ),
      ),
      total,
      page,
      pageSize: ORDERS_PAGE_SIZE,
    };
  }

  async get(userId: number, number: string): Promise<Order> {
    const row = await findOrderByNumber(this.db, userId, number.trim().toUpperCase());
    if (!row) throw notFound(orderMessages.notFound);
    return this.reply(row);
  }

  /**
   * One of the user's orders, to be read at any instant: the stored order does not change, only
   * its status and payment state move with the clock (the order tracker reads it at each step).
   */
  async reader(userId: number, number: string): Promise<(now: Date) => Order> {
    const row = await findOrderByNumber(this.db, userId, number.trim().toUpperCase());
    if (!row) throw notFound(orderMessages.notFound);
    const lines = await findOrderLines(this.db, [row.id]);
    return (now) => orderReply(row, lines, now);
  }

  /**
   * The payment checks that need no lock: a UPI id's shape and outcome, a card token's state.
   * A refusal (402) places nothing; a card is charged later, inside the order's transaction.
   */
  private async settlePayment(
    userId: number,
    payment: PlaceOrder['payment'],
    expiryNow: Date,
  ): Promise<SettledPayment> {
    if (payment.method === 'cod') return { detail: COD_PAYMENT_DETAIL, outcome: 'pending' };
    if (payment.method === 'upi') {
      const id = validateUpiId(payment.upiId);
      if (!id.ok) throw new HttpError(400, id.error, { payment: id.error });
      const outcome = upiOutcome(id.value);
      if (outcome === 'failure') throw new HttpError(402, upiMessages.failed);
      return { detail: id.value, outcome: outcome === 'pending' ? 'pending' : 'paid' };
    }
    const token = await findCardToken(this.db, userId, payment.cardToken);
    if (!token || token.usedAt !== null || token.expiresAt <= expiryNow) {
      throw new HttpError(402, cardMessages.tokenInvalid);
    }
    const refusal = cardRefusalText(token.outcome);
    if (refusal) throw new HttpError(402, refusal);
    if (token.codeHash !== null && token.verifiedAt === null) throw new HttpError(402, cardMessages.codeSent);
    return { detail: cardLabel(token), outcome: 'paid', cardToken: token.token };
  }

  /** The same key again: the first order, unless the key came with another request. */
  private async replay(row: OrderRow, requestHash: string): Promise<Order> {
    if (row.requestHash !== requestHash) throw new HttpError(409, checkoutMessages.idempotencyKeyReused);
    return this.reply(row);
  }

  private async reply(row: OrderRow): Promise<Order> {
    return orderReply(row, await findOrderLines(this.db, [row.id]), this.clocks.session.now());
  }
}

/** The request without its key, in a fixed field order: what "the same request" means. */
function hashOf(request: PlaceOrder): string {
  const promo = request.promoCode ? normalizePromoCode(request.promoCode) : null;
  const canonical = JSON.stringify([
    request.addressId,
    request.delivery.date,
    request.delivery.slot,
    request.payment,
    promo,
    request.expectedTotal ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}
