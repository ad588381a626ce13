import {
  addressMessages,
  cardFrameMessages,
  checkoutMessages,
  deliveryMessages,
  orderMessages,
} from '../texts/checkout';
import { type CallFailureRow, failureTextFor } from './call-failures';

/**
 * The checkout's and the orders' rows of the failure table, under the one policy of
 * call-failures.ts: the server's own text when it sends one (a declined card, 'Only 2 left of …',
 * a field's rule), else the row's. Only those pages make these calls, so their texts load with them.
 */
export const checkoutCallFailures = {
  fetchAddresses: { fallback: addressMessages.fetchFailed },
  saveAddress: { fallback: addressMessages.saveFailed },
  deleteAddress: { fallback: addressMessages.deleteFailed },
  lookupPin: { fallback: addressMessages.pinLookupFailed, network: addressMessages.pinLookupFailed },
  fetchDeliveryDates: { fallback: deliveryMessages.fetchFailed },
  createCardToken: { fallback: cardFrameMessages.tokenFailed },
  verifyCardCode: { fallback: cardFrameMessages.verifyFailed },
  placeOrder: { fallback: checkoutMessages.placeFailed },
  fetchOrders: { fallback: orderMessages.fetchFailed },
  fetchOrder: { fallback: orderMessages.fetchFailed },
  downloadInvoice: { fallback: orderMessages.invoiceFailed, useServerText: false },
} as const satisfies Record<string, CallFailureRow>;

export type CheckoutCallOperation = keyof typeof checkoutCallFailures;

/** The text to show when one of the checkout's or orders' calls failed with `error`. */
export function checkoutFailureText(operation: CheckoutCallOperation, error: unknown): string {
  return failureTextFor(checkoutCallFailures[operation], error);
}
