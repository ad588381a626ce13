import { z } from 'zod/mini';
import { ADDRESS_TYPES, CARD_BRANDS, DELIVERY_SLOT_KINDS } from '../enums/checkout';
import { ADDRESS_TEXT_MAX_LENGTH } from '../constants';
import { defineEndpoint } from './endpoint';
import { PathIdSchema, textFieldSchema } from './fields';

/*
 * Ours (the spec stops at 'Proceed to Checkout'; README "Checkout"): delivery addresses, the PIN
 * lookup, delivery slots and the payment frame's card tokens. The form rules live in
 * checkout/address.ts and checkout/payment.ts; the server re-checks a request with them and answers
 * their texts per field, so these schemas only fix each field's type and size.
 */

const text = (max: number) =>
  textFieldSchema().check(z.maxLength(max, { error: `must be at most ${max} characters` }));

export const AddressSchema = z
  .object({
    id: z.int(),
    fullName: z.string(),
    mobile: z.string(),
    line1: z.string(),
    line2: z.string(),
    landmark: z.string(),
    pin: z.string(),
    /** Filled from the PIN code, never typed. */
    city: z.string(),
    state: z.string(),
    type: z.enum(ADDRESS_TYPES),
  })
  .register(z.globalRegistry, { id: 'Address' });
export type Address = z.infer<typeof AddressSchema>;

export const AddressRequestSchema = z
  .object({
    fullName: text(120),
    mobile: text(20),
    line1: text(ADDRESS_TEXT_MAX_LENGTH * 2),
    line2: z._default(text(ADDRESS_TEXT_MAX_LENGTH * 2), ''),
    landmark: z._default(text(ADDRESS_TEXT_MAX_LENGTH * 2), ''),
    pin: text(12),
    type: text(10),
  })
  .register(z.globalRegistry, { id: 'AddressRequest' });
export type AddressRequest = z.input<typeof AddressRequestSchema>;

export const AddressListReplySchema = z
  .object({ addresses: z.array(AddressSchema) })
  .register(z.globalRegistry, { id: 'AddressList' });

export const AddressIdParamsSchema = z.object({ addressId: PathIdSchema });

export const PinCodeSchema = z
  .object({ pin: z.string(), city: z.string(), state: z.string(), cod: z.boolean() })
  .register(z.globalRegistry, { id: 'PinCode' });
export type PinCode = z.infer<typeof PinCodeSchema>;

export const DeliverySlotSchema = z.object({
  kind: z.enum(DELIVERY_SLOT_KINDS),
  label: z.string(),
  fee: z.int(),
  /** '9 AM – 9 PM' (IST). */
  window: z.string(),
  available: z.boolean(),
});
export const DeliveryDatesReplySchema = z
  .object({
    dates: z.array(z.object({ date: z.string(), label: z.string(), slots: z.array(DeliverySlotSchema) })),
  })
  .register(z.globalRegistry, { id: 'DeliveryDates' });
export type DeliveryDatesReply = z.infer<typeof DeliveryDatesReplySchema>;

export const CardTokenRequestSchema = z.object({
  number: text(32),
  expiry: text(10),
  cvv: text(8),
  name: text(80),
});
export type CardTokenRequest = z.infer<typeof CardTokenRequestSchema>;

/**
 * A card as the payment frame hands it to the checkout: the number and CVV stay on the server side
 * of the frame. `codeRequired`: the card asks for the one-time code mailed to the account before
 * it can pay (verify it with `payments.verifyCardCode`).
 */
export const CardTokenSchema = z
  .object({
    token: z.string(),
    brand: z.enum(CARD_BRANDS),
    last4: z.string(),
    codeRequired: z.boolean(),
    expiresAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'CardToken' });
export type CardToken = z.infer<typeof CardTokenSchema>;

export const CardTokenParamsSchema = z.object({ token: textFieldSchema().check(z.maxLength(64)) });
export const CardCodeRequestSchema = z.object({ code: text(12) });

export const checkoutEndpoints = {
  lookupPin: defineEndpoint({
    id: 'checkout.lookupPin',
    method: 'GET',
    path: '/pin-codes/:pin',
    auth: 'none',
    summary: 'The city and state of a PIN code the shop delivers to, and whether it offers cash on delivery.',
    params: z.object({ pin: textFieldSchema().check(z.maxLength(12)) }),
    reply: PinCodeSchema,
    status: 200,
    errors: [400, 404],
  }),
  deliveryDates: defineEndpoint({
    id: 'checkout.deliveryDates',
    method: 'GET',
    path: '/delivery-slots',
    auth: 'none',
    summary: 'The next 7 delivery dates (IST) with their slots, fees and whether each can still be chosen.',
    reply: DeliveryDatesReplySchema,
    status: 200,
    errors: [],
  }),
} as const;

export const addressEndpoints = {
  list: defineEndpoint({
    id: 'addresses.list',
    method: 'GET',
    path: '/addresses',
    auth: 'bearer',
    summary: 'The signed-in user’s saved delivery addresses, newest first.',
    reply: AddressListReplySchema,
    status: 200,
    errors: [401],
  }),
  create: defineEndpoint({
    id: 'addresses.create',
    method: 'POST',
    path: '/addresses',
    auth: 'bearer',
    summary: 'Save a delivery address; city and state come from its PIN code. At most 10 per user.',
    body: AddressRequestSchema,
    reply: AddressSchema,
    status: 201,
    errors: [400, 401, 409],
  }),
  update: defineEndpoint({
    id: 'addresses.update',
    method: 'PUT',
    path: '/addresses/:addressId',
    auth: 'bearer',
    summary: 'Replace one of the user’s addresses.',
    params: AddressIdParamsSchema,
    body: AddressRequestSchema,
    reply: AddressSchema,
    status: 200,
    errors: [400, 401, 404],
  }),
  remove: defineEndpoint({
    id: 'addresses.remove',
    method: 'DELETE',
    path: '/addresses/:addressId',
    auth: 'bearer',
    summary: 'Delete one of the user’s addresses (orders keep their own copy).',
    params: AddressIdParamsSchema,
    reply: z.void(),
    status: 204,
    errors: [400, 401, 404],
  }),
} as const;

export const paymentEndpoints = {
  createCardToken: defineEndpoint({
    id: 'payments.createCardToken',
    method: 'POST',
    path: '/payments/card-tokens',
    auth: 'bearer',
    summary:
      'The payment frame’s call: check a card and stand it in with a token for 15 minutes. The card is charged when the order is placed (only the documented test cards pay); the one that asks for a one-time code mails it now.',
    body: CardTokenRequestSchema,
    reply: CardTokenSchema,
    status: 201,
    errors: [400, 401, 429],
  }),
  verifyCardCode: defineEndpoint({
    id: 'payments.verifyCardCode',
    method: 'POST',
    path: '/payments/card-tokens/:token/verify',
    auth: 'bearer',
    summary: 'Confirm a card token with the mailed one-time code (3 wrong codes cancel it).',
    params: CardTokenParamsSchema,
    body: CardCodeRequestSchema,
    reply: CardTokenSchema,
    status: 200,
    errors: [400, 401, 404, 410],
  }),
} as const;
