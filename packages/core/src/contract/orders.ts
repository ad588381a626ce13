import { z } from 'zod/mini';
import { contractRegistry } from './registry';
import { DELIVERY_SLOT_KINDS, ORDER_STATUSES, PAYMENT_METHODS } from '../enums/checkout';
import {
  ORDER_TRACKER_IDLE_MS,
  ORDER_TRACKER_KEEP_ALIVE_MS,
  ORDER_TRACKERS_PER_SERVER,
  ORDER_TRACKERS_PER_USER,
  ORDERS_PAGE_SIZE,
} from '../constants';
import { CartOptionsSchema } from './cart';
import { AddressSchema } from './addresses';
import { defineEndpoint, defineFileEndpoint } from './endpoint';
import { IdSchema, textFieldSchema, TimestampSchema } from './fields';

/*
 * Orders (ours; README "Checkout"). Money is in whole rupees as in the cart, except the GST split,
 * in paise: half of a whole-rupee tax can end in 50 paise.
 */

export const OrderLineSchema = z.object({
  productId: z.int(),
  name: z.string(),
  brand: z.string(),
  imageurl: z.string(),
  options: CartOptionsSchema,
  quantity: z.int(),
  unitPrice: z.int(),
  unitOldPrice: z.int(),
  lineTotal: z.int(),
});

export const GstSplitSchema = z.union([
  z.object({ kind: z.literal('intraState'), cgstPaise: z.int(), sgstPaise: z.int() }),
  z.object({ kind: z.literal('interState'), igstPaise: z.int() }),
]);

export const OrderTotalsSchema = z.object({
  subtotal: z.int(),
  youSave: z.int(),
  promoCode: z.nullable(z.string()),
  discount: z.int(),
  deliveryFee: z.int(),
  taxableValue: z.int(),
  tax: z.int(),
  gst: GstSplitSchema,
  total: z.int(),
});

export const OrderStepSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  label: z.string(),
  at: TimestampSchema,
  reached: z.boolean(),
});

export const OrderSchema = z
  .object({
    orderNumber: z.string(),
    placedAt: TimestampSchema,
    status: z.enum(ORDER_STATUSES),
    statusLabel: z.string(),
    steps: z.array(OrderStepSchema),
    items: z.array(OrderLineSchema),
    /** The delivery address as it was when the order was placed (a copy: no id). */
    address: z.omit(AddressSchema, { id: true }),
    delivery: z.object({
      date: z.string(),
      slot: z.enum(DELIVERY_SLOT_KINDS),
      label: z.string(),
      window: z.string(),
    }),
    payment: z.object({
      method: z.enum(PAYMENT_METHODS),
      /** 'Visa •••• 1111', the UPI id, or 'Pay on delivery'. */
      detail: z.string(),
      status: z.enum(['paid', 'pending']),
    }),
    totals: OrderTotalsSchema,
    /** Always false: orders cannot be cancelled once placed (§1 terms). */
    cancellable: z.literal(false),
  })
  .register(contractRegistry, { id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

export const OrderSummarySchema = z
  .object({
    orderNumber: z.string(),
    placedAt: TimestampSchema,
    status: z.enum(ORDER_STATUSES),
    statusLabel: z.string(),
    itemCount: z.int(),
    total: z.int(),
    firstItemName: z.string(),
    firstItemImageurl: z.string(),
  })
  .register(contractRegistry, { id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderListReplySchema = z
  .object({
    orders: z.array(OrderSummarySchema),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
  })
  .register(contractRegistry, { id: 'OrderList' });
export type OrderListReply = z.infer<typeof OrderListReplySchema>;

export const PaymentRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), cardToken: textFieldSchema().check(z.maxLength(64)) }),
  z.object({ method: z.literal('upi'), upiId: textFieldSchema().check(z.maxLength(320)) }),
  z.object({ method: z.literal('cod') }),
]);

export const PlaceOrderRequestSchema = z.object({
  /**
   * A UUID made once per order attempt: the same key returns the first order and places nothing
   * more (a double click, a retried request after a lost reply); the key is kept with the order.
   */
  idempotencyKey: z.uuid({ error: 'must be a UUID' }),
  addressId: IdSchema,
  delivery: z.object({
    date: textFieldSchema().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date (YYYY-MM-DD)' })),
    slot: z.enum(DELIVERY_SLOT_KINDS),
  }),
  payment: PaymentRequestSchema,
  promoCode: z.optional(z.nullable(textFieldSchema().check(z.maxLength(40)))),
  /**
   * The total the buyer was shown. Never charged: the server computes its own, and answers 409
   * when it differs, so nobody pays a price they did not see.
   */
  expectedTotal: z.optional(z.int()),
});
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;

export const OrderNumberParamsSchema = z.object({
  orderNumber: textFieldSchema().check(z.maxLength(40)),
});

/** Pages past the end are empty; the ceiling keeps the offset a 32-bit number. */
const MAX_ORDER_PAGE = 10_000;

export const OrderListQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number({ error: 'must be a number' })
      .check(
        z.int({ error: 'must be a whole number' }),
        z.gte(1, { error: 'must be at least 1' }),
        z.lte(MAX_ORDER_PAGE, { error: `must be at most ${MAX_ORDER_PAGE}` }),
      ),
    1,
  ),
});

export const orderEndpoints = {
  place: defineEndpoint({
    id: 'orders.place',
    method: 'POST',
    path: '/orders',
    auth: 'bearer',
    summary:
      'Place the cart as an order in one transaction: prices and totals computed here, stock taken (never below zero), payment charged, cart emptied. The same idempotencyKey returns the first order.',
    body: PlaceOrderRequestSchema,
    reply: OrderSchema,
    status: 201,
    errors: [400, 401, 402, 404, 409],
  }),
  list: defineEndpoint({
    id: 'orders.list',
    method: 'GET',
    path: '/orders',
    auth: 'bearer',
    summary: `The signed-in user’s orders, newest first, ${ORDERS_PAGE_SIZE} a page.`,
    query: OrderListQuerySchema,
    reply: OrderListReplySchema,
    status: 200,
    errors: [400, 401],
  }),
  get: defineEndpoint({
    id: 'orders.get',
    method: 'GET',
    path: '/orders/:orderNumber',
    auth: 'bearer',
    summary: 'One of the user’s orders with its lines, address, payment, totals and delivery steps.',
    params: OrderNumberParamsSchema,
    reply: OrderSchema,
    status: 200,
    errors: [400, 401, 404],
  }),
} as const;

/**
 * The order calls that do not answer JSON: the tax invoice to download and the live tracker, a
 * server-sent event stream (`event: status`, `data:` an {@link Order}) that ends once delivered.
 */
export const orderFileEndpoints = {
  invoice: defineFileEndpoint({
    id: 'orders.invoice',
    method: 'GET',
    path: '/orders/:orderNumber/invoice',
    auth: 'bearer',
    summary:
      'The order’s GST tax invoice as a PDF download: seller and GSTIN, buyer, lines, taxable value, CGST + SGST within Karnataka or IGST to another state, total and payment.',
    params: OrderNumberParamsSchema,
    produces: 'application/pdf',
    errors: [401, 404],
  }),
  track: defineFileEndpoint({
    id: 'orders.track',
    method: 'GET',
    path: '/orders/:orderNumber/events',
    auth: 'bearer',
    summary: `Live order tracking as server-sent events: \`event: status\` with the order (as GET /orders/{orderNumber}) at once and at each new step, a \`: keep-alive\` comment every ${ORDER_TRACKER_KEEP_ALIVE_MS / 1000} s; the stream ends after Delivered, or after ${ORDER_TRACKER_IDLE_MS / 60_000} minutes without a new status (reopen it to follow on). At most ${ORDER_TRACKERS_PER_USER} streams per account and ${ORDER_TRACKERS_PER_SERVER} per server are open: one more is a 429 with Retry-After.`,
    params: OrderNumberParamsSchema,
    produces: 'text/event-stream',
    errors: [401, 404, 429],
  }),
} as const;
