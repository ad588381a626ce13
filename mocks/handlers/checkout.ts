import { api } from '@shop/core';
import { findPinCode, PIN_CODE_PATTERN } from '@shop/core/addresses';
import { addressMessages, pinNotServedText } from '@shop/core/checkout';
import { deliveryDatesReply } from '@shop/core/orders';
import { HttpResponse } from 'msw';
import { errorReply, on, reply } from '../http';

/*
 * The checkout's own calls (README "Checkout"): a PIN code's city and the delivery dates, with
 * the server's rules from core; the steps' data has its areas: addresses.ts, payments.ts,
 * orders.ts. The parity table (mocks/parity/cases/checkout.ts) holds them to the server's replies.
 */

export const checkoutHandlers = [
  on(api.checkout.lookupPin, ({ params }) => {
    const pin = params.pin.trim();
    if (!PIN_CODE_PATTERN.test(pin)) return errorReply(400, addressMessages.pinInvalid);
    const entry = findPinCode(pin);
    if (!entry) return errorReply(404, pinNotServedText(pin));
    return reply(api.checkout.lookupPin, {
      pin: entry.pin,
      city: entry.city,
      state: entry.state,
      cod: entry.cod,
    });
  }),

  on(api.checkout.deliveryDates, () =>
    // The dates turn over at midnight in India: a cache may keep them a minute (as the server says).
    HttpResponse.json(deliveryDatesReply(new Date()), {
      headers: { 'cache-control': 'private, max-age=60' },
    }),
  ),
];
