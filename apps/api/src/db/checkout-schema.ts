import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts-schema';
import { products } from './catalogue-schema';

/*
 * Checkout and orders (README "Checkout"). Money in whole rupees, as the catalogue's prices; an
 * order keeps copies of what it was placed with (address, names, prices), so a later change of the
 * catalogue or the address book never rewrites a placed order.
 */

/** The PIN codes the shop delivers to, seeded from @shop/core's PIN_CODES (upserted at start). */
export const pinCodes = pgTable('pin_codes', {
  pin: text('pin').primaryKey(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  stateCode: text('state_code').notNull(),
  cod: boolean('cod').notNull(),
});

/** A user's saved delivery addresses; city and state are the PIN's, read through the join. */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    mobile: text('mobile').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull(),
    landmark: text('landmark').notNull(),
    pin: text('pin')
      .notNull()
      .references(() => pinCodes.pin),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('addresses_user_id_idx').on(table.userId, table.id)],
);

/**
 * Cards tokenised by the payment frame: never the number or the CVV, only what the checkout shows
 * and what the charge needs (the test card's outcome). A code-asking card keeps its mailed code's
 * hash until it is verified; a token pays one order at most.
 */
export const cardTokens = pgTable(
  'card_tokens',
  {
    token: text('token').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** CardOutcome, or 'notTestCard'. */
    outcome: text('outcome').notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, mode: 'date' }),
    wrongCodes: integer('wrong_codes').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('card_tokens_user_id_idx').on(table.userId)],
);

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The buyer's key: a second request with it returns this order. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** What the key was first sent with: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The delivery address as it was when the order was placed (Order['address']). */
    address: jsonb('address').notNull(),
    buyerStateCode: text('buyer_state_code').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentDetail: text('payment_detail').notNull(),
    /** 'paid' at once, or 'pending' (UPI pending, cash on delivery): read against the clock. */
    paymentOutcome: text('payment_outcome').notNull(),
    subtotal: integer('subtotal').notNull(),
    youSave: integer('you_save').notNull(),
    promoCode: text('promo_code'),
    discount: integer('discount').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    taxableValue: integer('taxable_value').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [
    uniqueIndex('orders_user_idempotency_key_unique').on(table.userId, table.idempotencyKey),
    index('orders_user_placed_idx').on(table.userId, table.placedAt),
    check('orders_total_non_negative', sql`${table.total} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    imageurl: text('imageurl').notNull(),
    storage: text('storage'),
    color: text('color'),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    unitOldPrice: integer('unit_old_price').notNull(),
  },
  (table) => [
    uniqueIndex('order_lines_order_line_unique').on(table.orderId, table.lineNo),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
