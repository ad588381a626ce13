import { z } from 'zod/mini';
import { contractRegistry } from './registry';
import { DELIVERY_SLOT_KINDS } from '../enums/checkout';
import { defineEndpoint } from './endpoint';
import { textFieldSchema } from './fields';

/*
 * Ours (the spec stops at 'Proceed to Checkout'; README "Checkout"): the PIN lookup and the
 * delivery slots. The checkout's other areas have their own files: addresses.ts, payments.ts and
 * orders.ts.
 */

export const PinCodeSchema = z
  .object({ pin: z.string(), city: z.string(), state: z.string(), cod: z.boolean() })
  .register(contractRegistry, { id: 'PinCode' });
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
  .register(contractRegistry, { id: 'DeliveryDates' });
export type DeliveryDatesReply = z.infer<typeof DeliveryDatesReplySchema>;

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
