import { z } from 'zod/mini';
import { contractRegistry } from './registry';
import { ADDRESS_TEXT_MAX_LENGTH } from '../constants';
import { ADDRESS_TYPES } from '../enums/checkout';
import { defineEndpoint } from './endpoint';
import { boundedText as text, PathIdSchema } from './fields';

/*
 * Ours (README "Checkout"): a signed-in shopper's delivery addresses. The form rules live in checkout/address.ts; the server
 * re-checks a request with them and answers their texts per field, so these schemas only fix each
 * field's type and size.
 */

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
  .register(contractRegistry, { id: 'Address' });
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
  .register(contractRegistry, { id: 'AddressRequest' });
export type AddressRequest = z.input<typeof AddressRequestSchema>;

export const AddressListReplySchema = z
  .object({ addresses: z.array(AddressSchema) })
  .register(contractRegistry, { id: 'AddressList' });

export const AddressIdParamsSchema = z.object({ addressId: PathIdSchema });

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
