import { CART_REQUEST_ID_TTL_MS, MAX_LINE_QUANTITY } from '@shop/core';
import { type CartLineSource } from '@shop/core/cart';
import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { threadOf } from '../pglite-thread/thread-of';
import { rowsOf } from './rows-of';

/** CART_REQUEST_ID_TTL_MS as an SQL interval, counted on the database's clock. */
const REQUEST_ID_WINDOW = sql`make_interval(secs => ${CART_REQUEST_ID_TTL_MS / 1_000}::int)`;

/** A cart line with the product fields a reply needs (prices before the storage surcharge). */
export type CartLineRow = CartLineSource;

/** What a refused change needs to explain itself: the product's stock and the line's quantity. */
export interface CartLineState {
  /** `undefined`: no such product. */
  readonly stock: number | undefined;
  /** `undefined`: the product is not in this cart. */
  readonly quantity: number | undefined;
}

export interface LineOptions {
  readonly storage: string | null;
  readonly color: string | null;
}

/** The user's cart, oldest line first. */
export async function findCartLines(db: Database, userId: number): Promise<CartLineRow[]> {
  return rowsOf<CartLineRow>(await db.execute(cartLinesQuery(userId)));
}

/**
 * The user's cart lines with their products' fields, oldest first; `FOR UPDATE OF c` when the
 * caller's transaction must hold them (placing an order).
 */
export function cartLinesQuery(userId: number, lock = false) {
  return sql`
    SELECT c.id AS "itemId", c.product_id AS "productId", c.quantity, c.storage, c.color,
           p.productname AS name, p.brand, p.imageurl, p.freedelivery, p.price, p.oldprice,
           p.discountpercent, p.categoryid, g.productname AS category
    FROM cart_items c
    JOIN products p ON p.id = c.product_id
    JOIN categories g ON g.id = p.categoryid
    WHERE c.user_id = ${userId}::int
    ORDER BY c.id${lock ? sql` FOR UPDATE OF c` : sql``}`;
}

/**
 * Adds `quantity` of a product in ONE statement, so parallel adds on PostgreSQL sum exactly: a new
 * line when there is none (only if the product exists and has the stock), else `quantity +
 * excluded.quantity` on the existing row, only while the sum stays within the per-line ceiling
 * and the stock. `options` given replace the line's (the latest choice wins); `null` keeps them.
 * Returns the line's new quantity, or `undefined` when nothing changed (the caller explains why).
 */
export async function addToCartLine(
  db: Database,
  userId: number,
  productId: number,
  quantity: number,
  options: LineOptions | null,
): Promise<number | undefined> {
  const replaceOptions = options !== null;
  const result = await db.execute(sql`
    INSERT INTO cart_items (user_id, product_id, quantity, storage, color)
    SELECT ${userId}::int, p.id, ${quantity}::int, ${options?.storage ?? null}::text, ${options?.color ?? null}::text
    FROM products p
    WHERE p.id = ${productId}::int AND p.stock >= ${quantity}::int
    ON CONFLICT (user_id, product_id) DO UPDATE SET
      quantity = cart_items.quantity + excluded.quantity,
      storage = CASE WHEN ${replaceOptions}::boolean THEN excluded.storage ELSE cart_items.storage END,
      color = CASE WHEN ${replaceOptions}::boolean THEN excluded.color ELSE cart_items.color END
    WHERE cart_items.quantity + excluded.quantity
      <= LEAST(${MAX_LINE_QUANTITY}::int, (SELECT stock FROM products WHERE id = excluded.product_id))
    RETURNING quantity`);
  return rowsOf<{ quantity: number }>(result)[0]?.quantity;
}

/**
 * What an add with a requestId came to; `cart`: the user's cart lines as the add's transaction
 * left them (read before its commit, so no other write comes between; the reply is made of them).
 */
export type AddOnceOutcome =
  | { readonly kind: 'added'; readonly quantity: number; readonly cart: CartLineRow[] }
  /** The id was applied before (or is being applied by a parallel send, now committed): nothing added. */
  | { readonly kind: 'repeated'; readonly cart: CartLineRow[] }
  /** The add was refused (no product, no stock, the ceiling); the id was not recorded. */
  | { readonly kind: 'refused' };

/** Thrown inside the transaction to roll the claimed id back with the refused add. */
const REFUSED = Symbol('refused');

/**
 * `addToCartLine` at most once per (user, requestId): the id is claimed and the quantity applied in
 * one transaction. On PostgreSQL a parallel send of the same id waits on the primary key until the
 * first commits (then finds the id: repeated) or rolls back (then claims it itself); PGlite runs
 * one transaction at a time. A refused add rolls its claim back, so the same id may be retried.
 * The cart is read inside the transaction: on the embedded database that is one crossing to its
 * thread for the add and its reply, and the reply can be kept (CartCache.written).
 */
export async function addToCartLineOnce(
  db: Database,
  userId: number,
  requestId: string,
  productId: number,
  quantity: number,
  options: LineOptions | null,
): Promise<AddOnceOutcome> {
  // In the embedded database's thread, whole (pglite-thread/operations.ts).
  const thread = threadOf(db);
  if (thread) {
    return (await thread.operation('cart.addOnce', [
      userId,
      requestId,
      productId,
      quantity,
      options,
    ])) as AddOnceOutcome;
  }
  try {
    return await db.transaction(async (tx): Promise<AddOnceOutcome> => {
      // An id older than the window is forgotten: claimed again, as if it had been deleted.
      const claimed = await tx.execute(sql`
        INSERT INTO cart_add_requests (user_id, request_id) VALUES (${userId}::int, ${requestId}::uuid)
        ON CONFLICT (user_id, request_id) DO UPDATE SET created_at = now()
          WHERE cart_add_requests.created_at < now() - ${REQUEST_ID_WINDOW}
        RETURNING request_id`);
      if (rowsOf(claimed).length === 0) return { kind: 'repeated', cart: await findCartLines(tx, userId) };
      const added = await addToCartLine(tx, userId, productId, quantity, options);
      if (added === undefined) throw REFUSED;
      return { kind: 'added', quantity: added, cart: await findCartLines(tx, userId) };
    });
  } catch (error) {
    if (error === REFUSED) return { kind: 'refused' };
    throw error;
  }
}

/**
 * Forgets every add id older than CART_REQUEST_ID_TTL_MS (AccountMaintenance, hourly): such an id
 * adds again anyway (`addToCartLineOnce`), so this only keeps the table from growing. How many.
 */
export async function deleteExpiredAddRequests(db: Database): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM cart_add_requests WHERE created_at < now() - ${REQUEST_ID_WINDOW} RETURNING request_id`);
  return rowsOf(result).length;
}

/** Sets an existing line's quantity if the stock allows it; `undefined` when nothing changed. */
export async function setCartLineQuantity(
  db: Database,
  userId: number,
  productId: number,
  quantity: number,
): Promise<number | undefined> {
  const result = await db.execute(sql`
    UPDATE cart_items c SET quantity = ${quantity}::int
    FROM products p
    WHERE c.user_id = ${userId}::int AND c.product_id = ${productId}::int
      AND p.id = c.product_id AND p.stock >= ${quantity}::int
    RETURNING c.quantity`);
  return rowsOf<{ quantity: number }>(result)[0]?.quantity;
}

/** Removes a product's line; false when the cart had none. */
export async function deleteCartLine(db: Database, userId: number, productId: number): Promise<boolean> {
  const result = await db.execute(sql`
    DELETE FROM cart_items WHERE user_id = ${userId}::int AND product_id = ${productId}::int RETURNING id`);
  return rowsOf(result).length > 0;
}

export async function deleteCart(db: Database, userId: number): Promise<void> {
  await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId}::int`);
}

/** The product's category (which options it comes in), or `undefined` when there is no such product. */
export async function findProductCategoryId(db: Database, productId: number): Promise<number | undefined> {
  const result = await db.execute(sql`SELECT categoryid FROM products WHERE id = ${productId}::int`);
  return rowsOf<{ categoryid: number }>(result)[0]?.categoryid;
}

/** The product's stock and this cart's quantity of it, read after a change was refused. */
export async function findCartLineState(
  db: Database,
  userId: number,
  productId: number,
): Promise<CartLineState> {
  const result = await db.execute(sql`
    SELECT p.stock, c.quantity
    FROM products p
    LEFT JOIN cart_items c ON c.product_id = p.id AND c.user_id = ${userId}::int
    WHERE p.id = ${productId}::int`);
  const row = rowsOf<{ stock: number; quantity: number | null }>(result)[0];
  return { stock: row?.stock, quantity: row?.quantity ?? undefined };
}
