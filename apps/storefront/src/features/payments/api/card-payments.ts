import { type CardInput, type CardToken, paymentEndpoints } from '@shop/core/payments';
import { apiClient } from '../../../api/client';

/*
 * The card frame's two calls (README "Checkout and orders"). Only the frame page makes them: the
 * checkout around it never sees a card number or a CVV, only the token the frame posts to it.
 */

/** Stand a card in with a token; the card that asks for a one-time code mails it now. */
export function createCardToken(card: CardInput): Promise<CardToken> {
  return apiClient.call(paymentEndpoints.createCardToken, { body: card });
}

/** Confirm a token with the mailed code (3 wrong codes cancel it: 410). */
export function verifyCardCode(token: string, code: string): Promise<CardToken> {
  return apiClient.call(paymentEndpoints.verifyCardCode, { params: { token }, body: { code } });
}

/** The request's fields are the form's: the server's `details` name them as the form does. */
export const cardTokenRequestFields = {
  number: 'number',
  expiry: 'expiry',
  cvv: 'cvv',
  name: 'name',
} as const satisfies Record<keyof CardInput, keyof CardInput>;
