import { z } from 'zod/mini';
import { contractRegistry } from './registry';
import { defineEndpoint } from './endpoint';
import { IdSchema, textFieldSchema } from './fields';
import { COLOR_OPTIONS, MAX_LINE_QUANTITY, STORAGE_OPTIONS } from '../constants';

/** The product as a cart line carries it (spec §3: prices as text). */
export const CartProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  brand: z.string(),
  imageurl: z.string(),
  freedelivery: z.boolean(),
  price: z.string(),
  oldprice: z.string(),
  discountpercent: z.int(),
  category: z.string(),
});

/**
 * The options chosen on the details screen (ARCHITECTURE.md "Cart"): storage adds its surcharge of
 * §9 to the line's unit price. A line only ever carries values its product offers.
 */
export const CartOptionsSchema = z
  .object({
    storage: z.optional(z.enum(STORAGE_OPTIONS.map((option) => option.label) as [string, ...string[]])),
    color: z.optional(z.enum(COLOR_OPTIONS as unknown as [string, ...string[]])),
  })
  .register(contractRegistry, { id: 'CartOptions' });
export type CartOptions = z.infer<typeof CartOptionsSchema>;

export const CartItemSchema = z
  .object({
    itemId: z.int(),
    productId: z.int(),
    quantity: z.int(),
    /** Ours (§3 lists none): the line's chosen options; our server always sends them (`{}` for none). */
    options: z.optional(CartOptionsSchema),
    product: CartProductSchema,
    totals: z.object({ total: z.number(), youSave: z.number() }),
  })
  .register(contractRegistry, { id: 'CartItem' });
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSummarySchema = z
  .object({
    subtotal: z.number(),
    youSave: z.number(),
    deliveryFee: z.number(),
    tax: z.number(),
    total: z.number(),
  })
  .register(contractRegistry, { id: 'CartSummary' });
export type CartSummary = z.infer<typeof CartSummarySchema>;

/**
 * The summary as a cart reply is read: our server always sends every figure, but §9 has the page
 * fall back when a server gives no tax or total (GST 18 % of the subtotal; subtotal + tax), so a
 * reply without them is still a cart, not a failed fetch.
 */
const RepliedCartSummarySchema = z.extend(CartSummarySchema, {
  tax: z.optional(z.nullable(z.number())),
  total: z.optional(z.nullable(z.number())),
});

export const CartReplySchema = z
  .object({
    items: z.array(CartItemSchema),
    summary: RepliedCartSummarySchema,
  })
  .register(contractRegistry, { id: 'CartReply' });
export type CartReply = z.infer<typeof CartReplySchema>;

const QuantitySchema = z
  .number({ error: 'must be a number' })
  .check(
    z.int({ error: 'must be a whole number' }),
    z.gte(1, { error: 'must be at least 1' }),
    z.lte(MAX_LINE_QUANTITY, { error: `must be at most ${MAX_LINE_QUANTITY}` }),
  );

/** Longer than any option value the shop has; a longer one is refused before it is looked at. */
const OPTION_VALUE_MAX_LENGTH = 40;
const optionValue = () =>
  textFieldSchema().check(
    z.maxLength(OPTION_VALUE_MAX_LENGTH, { error: `must be at most ${OPTION_VALUE_MAX_LENGTH} characters` }),
  );

/**
 * The options an add names. Which values a product comes in is the product's (cart/product-options.ts:
 * phones and tablets take those of {@link CartOptionsSchema}, other products none), so the server
 * answers any other value 400 with that rule's text ('This product has no storage option').
 */
export const CartOptionsRequestSchema = z
  .object({ storage: z.optional(optionValue()), color: z.optional(optionValue()) })
  .register(contractRegistry, { id: 'CartOptionsRequest' });

export const AddToCartRequestSchema = z.object({
  productId: IdSchema,
  quantity: z._default(QuantitySchema, 1),
  /** Adding the product again replaces the line's options with these (the latest choice wins). */
  options: z.optional(CartOptionsRequestSchema),
  /**
   * Ours, an idempotency key made once per add (a UUID): the same requestId within 24 h adds once;
   * the reply is the cart as it is. An add re-sent after its reply was lost never doubles; a refused
   * add records nothing, so its id may be sent again.
   */
  requestId: z.optional(z.uuid({ error: 'must be a UUID' })),
});
export const UpdateCartRequestSchema = z.object({ productId: IdSchema, quantity: QuantitySchema });
export const RemoveFromCartRequestSchema = z.object({ productId: IdSchema });

const cartCall = { auth: 'bearer', reply: CartReplySchema, status: 200 } as const;

export const cartEndpoints = {
  get: defineEndpoint({
    ...cartCall,
    id: 'cart.get',
    method: 'GET',
    path: '/cart',
    summary: 'The signed-in user’s cart with its summary.',
    errors: [401],
  }),
  add: defineEndpoint({
    ...cartCall,
    id: 'cart.add',
    method: 'POST',
    path: '/cart',
    summary:
      'Add a product; an existing line’s quantity grows atomically. Storage and colour only for a product that comes in them (phones and tablets), otherwise 400. The same requestId within 24 h adds once; the reply is the cart as it is.',
    body: AddToCartRequestSchema,
    errors: [400, 401, 404, 409],
  }),
  update: defineEndpoint({
    ...cartCall,
    id: 'cart.update',
    method: 'PATCH',
    path: '/cart',
    summary: 'Set a line’s quantity.',
    body: UpdateCartRequestSchema,
    errors: [400, 401, 404, 409],
  }),
  remove: defineEndpoint({
    ...cartCall,
    id: 'cart.remove',
    method: 'DELETE',
    path: '/cart',
    summary: 'Remove a product’s line.',
    body: RemoveFromCartRequestSchema,
    errors: [400, 401, 404],
  }),
  clear: defineEndpoint({
    ...cartCall,
    id: 'cart.clear',
    method: 'DELETE',
    path: '/cart/all',
    summary: 'Empty the cart.',
    errors: [401],
  }),
} as const;
