import { MAX_LINE_QUANTITY } from '@shop/core';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts-schema';
import { products } from './catalogue-schema';

/**
 * The server cart (ARCHITECTURE.md "Cart"): a user's lines are their cart, so there is one cart
 * per user without a cart row to create (nothing to race on). A product is one line per user; the
 * unique index is what `INSERT … ON CONFLICT` raises the quantity on, in one statement. The
 * quantity check is the last guard: no statement can leave a zero, negative or oversized line.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    /** `itemId` in replies. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** A label of STORAGE_OPTIONS (its surcharge is added when the line is read), or null. */
    storage: text('storage'),
    color: text('color'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_user_product_unique').on(table.userId, table.productId),
    check(
      'cart_items_quantity_range',
      sql`${table.quantity} BETWEEN 1 AND ${sql.raw(String(MAX_LINE_QUANTITY))}`,
    ),
  ],
);

/**
 * The adds already applied, by their idempotency key (`requestId` of POST /cart): an add re-sent
 * after its reply was lost (a reload mid-merge, a flaky network) finds its id here and adds
 * nothing. The id is claimed in the add's own transaction, so two parallel sends add once and a
 * refused add leaves no id behind. An id older than CART_REQUEST_ID_TTL_MS is claimed again by its
 * next add, and deleted by the hourly maintenance (not by every add: one statement fewer per add).
 */
export const cartAddRequests = pgTable(
  'cart_add_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.requestId] })],
);
