import { api } from '@shop/core';
import type { ParityCase } from '../format';
import { HOME, cardBody, codRequest, deliveryDatesStep, refused, unauthenticated } from './checkout-fixtures';

/** The checkout's own calls (a PIN code, the delivery dates) and the 401 of every signed-in call. */
export const checkoutCases: ParityCase[] = [
  {
    name: "checkout: every signed-in call without a token answers 401 'Authentication required'",
    steps: [
      { endpoint: api.addresses.list, expect: unauthenticated },
      { endpoint: api.addresses.create, body: HOME, expect: unauthenticated },
      { endpoint: api.addresses.update, params: { addressId: 1 }, body: HOME, expect: unauthenticated },
      { endpoint: api.addresses.remove, params: { addressId: 1 }, expect: unauthenticated },
      { endpoint: api.payments.createCardToken, body: cardBody('4111111111111111'), expect: unauthenticated },
      {
        endpoint: api.payments.verifyCardCode,
        params: { token: 'card_x' },
        body: { code: '123456' },
        expect: unauthenticated,
      },
      {
        endpoint: api.orders.place,
        body: { ...codRequest, addressId: 1, delivery: { date: '2026-11-30', slot: 'standard' } },
        expect: unauthenticated,
      },
      { endpoint: api.orders.list, expect: unauthenticated },
      { endpoint: api.orders.get, params: { orderNumber: 'SL-20261127-ABCDE' }, expect: unauthenticated },
      { endpoint: api.addresses.list, bearer: 'not-a-token', expect: unauthenticated },
    ],
  },
  {
    name: 'checkout: a PIN code served 200 (with or without cash on delivery), not served 404, malformed 400',
    steps: [
      {
        endpoint: api.checkout.lookupPin,
        params: { pin: '560034' },
        expect: { status: 200, body: { pin: '560034', city: 'Bengaluru', state: 'Karnataka', cod: true } },
      },
      {
        endpoint: api.checkout.lookupPin,
        params: { pin: '744101' },
        expect: {
          status: 200,
          body: { pin: '744101', city: 'Port Blair', state: 'Andaman and Nicobar Islands', cod: false },
        },
      },
      {
        endpoint: api.checkout.lookupPin,
        params: { pin: '999999' },
        expect: refused(404, 'We do not deliver to PIN code 999999 yet'),
      },
      {
        endpoint: api.checkout.lookupPin,
        params: { pin: '56003' },
        expect: refused(400, 'Enter a 6-digit PIN code'),
      },
      {
        endpoint: api.checkout.lookupPin,
        params: { pin: '060034' },
        expect: refused(400, 'Enter a 6-digit PIN code'),
      },
    ],
  },
  {
    name: 'checkout: the next 7 delivery dates in India, each slot with its fee, window and availability',
    steps: [deliveryDatesStep()],
  },
];
