import { z } from 'zod/mini';
import { contractRegistry } from './registry';
import { CARD_BRANDS } from '../enums/checkout';
import { defineEndpoint } from './endpoint';
import { boundedText as text, textFieldSchema } from './fields';

/*
 * Ours (README "Checkout"): the payment frame's card tokens. The form rules live in checkout/payment.ts; the server
 * re-checks a request with them and answers their texts per field, so these schemas only fix each
 * field's type and size.
 */

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
  .register(contractRegistry, { id: 'CardToken' });
export type CardToken = z.infer<typeof CardTokenSchema>;

export const CardTokenParamsSchema = z.object({ token: textFieldSchema().check(z.maxLength(64)) });
export const CardCodeRequestSchema = z.object({ code: text(12) });

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
