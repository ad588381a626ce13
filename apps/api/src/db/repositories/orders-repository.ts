import type { CartLineSource } from '@shop/core/cart';
import type { StoredOrder, StoredOrderLine } from '@shop/core/orders';
import { sql } from 'drizzle-orm';
import type { Now } from '../../clock';
import type { Database } from '../connect';
import { cartLinesQuery } from './cart-repository';
import { rowsOf } from './rows-of';

/** An order as stored, before the clock turns it into a reply (status, steps, payment status). */
export interface OrderRow extends StoredOrder {
  readonly id: number;
  readonly userId: number;
  readonly requestHash: string;
}

export interface OrderLineRow extends StoredOrderLine {
  readonly orderId: number;
  readonly lineNo: number;
}

export type NewOrder = Omit<OrderRow, 'id'> & { readonly idempotencyKey: string };
export type NewOrderLine = Omit<OrderLineRow, 'orderId'>;

const ORDER_COLUMNS = sql`id, order_number AS "orderNumber", user_id AS "userId", request_hash AS "requestHash",
  placed_at AS "placedAt", address, buyer_state_code AS "buyerStateCode",
  to_char(delivery_date, 'YYYY-MM-DD') AS "deliveryDate", slot, payment_method AS "paymentMethod",
  payment_detail AS "paymentDetail", payment_outcome AS "paymentOutcome", subtotal, you_save AS "youSave",
  promo_code AS "promoCode", discount, delivery_fee AS "deliveryFee", taxable_value AS "taxableValue", tax, total`;

const normalizeOrder = (row: OrderRow): OrderRow => ({ ...row, placedAt: new Date(row.placedAt) });

/**
 * Locks the user's row for the rest of the transaction: one user's order placements run one after
 * another, so the second of two requests with the same key finds the first one's order.
 */
export async function lockUserForOrder(db: Database, userId: number): Promise<void> {
  await db.execute(sql`SELECT id FROM users WHERE id = ${userId}::int FOR UPDATE`);
}

export async function findOrderByKey(
  db: Database,
  userId: number,
  idempotencyKey: string,
): Promise<OrderRow | undefined> {
  const result = await db.execute(sql`
    SELECT ${ORDER_COLUMNS} FROM orders
    WHERE user_id = ${userId}::int AND idempotency_key = ${idempotencyKey}::uuid`);
  const row = rowsOf<OrderRow>(result)[0];
  return row && normalizeOrder(row);
}

/** The user's order by its number (another user's reads as none). */
export async function findOrderByNumber(
  db: Database,
  userId: number,
  orderNumber: string,
): Promise<OrderRow | undefined> {
  const result = await db.execute(sql`
    SELECT ${ORDER_COLUMNS} FROM orders
    WHERE user_id = ${userId}::int AND order_number = ${orderNumber}`);
  const row = rowsOf<OrderRow>(result)[0];
  return row && normalizeOrder(row);
}

export async function findOrderLines(db: Database, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT order_id AS "orderId", line_no AS "lineNo", product_id AS "productId", name, brand, imageurl,
           storage, color, quantity, unit_price AS "unitPrice", unit_old_price AS "unitOldPrice"
    FROM order_lines
    WHERE order_id IN (${sql.join(
      orderIds.map((id) => sql`${id}::int`),
      sql`, `,
    )})
    ORDER BY order_id, line_no`);
  return rowsOf<OrderLineRow>(result);
}

/** A page of the user's orders, newest first, and how many there are in all. */
export async function findOrdersPage(
  db: Database,
  userId: number,
  offset: number,
  limit: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [page, count] = await Promise.all([
    db.execute(sql`
      SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ${userId}::int
      ORDER BY placed_at DESC, id DESC OFFSET ${offset}::int LIMIT ${limit}::int`),
    db.execute(sql`SELECT count(*)::int AS total FROM orders WHERE user_id = ${userId}::int`),
  ]);
  return {
    rows: rowsOf<OrderRow>(page).map(normalizeOrder),
    total: rowsOf<{ total: number }>(count)[0]?.total ?? 0,
  };
}

/** The cart's lines with their products, locked until the transaction ends (oldest line first). */
export async function lockCartLines(db: Database, userId: number): Promise<CartLineSource[]> {
  return rowsOf<CartLineSource>(await db.execute(cartLinesQuery(userId, true)));
}

/**
 * Takes `quantity` off the product's stock in one statement, only while enough is left. Parallel
 * buyers queue on the product's row; each re-reads the stock after the one before it commits
 * (PostgreSQL re-checks the WHERE on the row's newest version), so stock never goes below zero.
 * Returns the stock left, or undefined when there was not enough.
 */
export async function takeStock(
  db: Database,
  productId: number,
  quantity: number,
): Promise<number | undefined> {
  const result = await db.execute(sql`
    UPDATE products SET stock = stock - ${quantity}::int
    WHERE id = ${productId}::int AND stock >= ${quantity}::int
    RETURNING stock`);
  return rowsOf<{ stock: number }>(result)[0]?.stock;
}

export async function findStock(db: Database, productId: number): Promise<number> {
  const result = await db.execute(sql`SELECT stock FROM products WHERE id = ${productId}::int`);
  return rowsOf<{ stock: number }>(result)[0]?.stock ?? 0;
}

/** Inserts the order unless its number is taken (then undefined: draw another number). */
export async function insertOrder(db: Database, order: NewOrder): Promise<number | undefined> {
  const result = await db.execute(sql`
    INSERT INTO orders (order_number, user_id, idempotency_key, request_hash, placed_at, address,
      buyer_state_code, delivery_date, slot, payment_method, payment_detail, payment_outcome, subtotal,
      you_save, promo_code, discount, delivery_fee, taxable_value, tax, total)
    VALUES (${order.orderNumber}, ${order.userId}::int, ${order.idempotencyKey}::uuid, ${order.requestHash},
      ${order.placedAt.toISOString()}::timestamptz, ${JSON.stringify(order.address)}::jsonb,
      ${order.buyerStateCode}, ${order.deliveryDate}::date, ${order.slot}, ${order.paymentMethod},
      ${order.paymentDetail}, ${order.paymentOutcome}, ${order.subtotal}::int, ${order.youSave}::int,
      ${order.promoCode}, ${order.discount}::int, ${order.deliveryFee}::int, ${order.taxableValue}::int,
      ${order.tax}::int, ${order.total}::int)
    ON CONFLICT (order_number) DO NOTHING
    RETURNING id`);
  return rowsOf<{ id: number }>(result)[0]?.id;
}

export async function insertOrderLines(
  db: Database,
  orderId: number,
  lines: readonly NewOrderLine[],
): Promise<void> {
  for (const line of lines) {
    await db.execute(sql`
      INSERT INTO order_lines (order_id, line_no, product_id, name, brand, imageurl, storage, color, quantity,
        unit_price, unit_old_price)
      VALUES (${orderId}::int, ${line.lineNo}::int, ${line.productId}::int, ${line.name}, ${line.brand},
        ${line.imageurl}, ${line.storage}, ${line.color}, ${line.quantity}::int, ${line.unitPrice}::int,
        ${line.unitOldPrice}::int)`);
  }
}

export async function emptyCart(db: Database, userId: number): Promise<void> {
  await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId}::int`);
}

/**
 * Charges a card token: marks it used (at `now.real`), only if it is the user's, not expired at
 * `now.expiry`, unused, and verified when it asked for a code. Returns false when it cannot pay
 * (the caller says why).
 */
export async function useCardToken(db: Database, userId: number, token: string, now: Now): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE card_tokens SET used_at = ${now.real.toISOString()}::timestamptz
    WHERE token = ${token} AND user_id = ${userId}::int AND used_at IS NULL
      AND expires_at > ${now.expiry.toISOString()}::timestamptz
      AND (code_hash IS NULL OR verified_at IS NOT NULL)
    RETURNING token`);
  return rowsOf(result).length > 0;
}
