import { addressMessages, api, deliveryMessages } from '@shop/core';
import { delay } from 'msw';
import { addressesHandlers } from '../handlers/addresses';
import { checkoutHandlers } from '../handlers/checkout';
import { errorReply, on, reply } from '../http';

const withAddressDefaults = (...overrides: typeof addressesHandlers) => [...overrides, ...addressesHandlers];
const withCheckoutDefaults = (...overrides: typeof checkoutHandlers) => [...overrides, ...checkoutHandlers];

/**
 * Named states of the checkout's reads (README "Checkout"). The saved addresses, the cart and the
 * orders come from the mock state (seedAddress, seedCartLines, seedOrder); these are the states
 * no data can make.
 */
export const checkoutScenarios = {
  'addresses.list.loading': withAddressDefaults(
    on(api.addresses.list, async () => {
      await delay('infinite');
      return reply(api.addresses.list, { addresses: [] });
    }),
  ),
  'addresses.list.error': withAddressDefaults(
    on(api.addresses.list, () => errorReply(500, addressMessages.fetchFailed)),
  ),
  'checkout.deliveryDates.error': withCheckoutDefaults(
    on(api.checkout.deliveryDates, () => errorReply(500, deliveryMessages.fetchFailed)),
  ),
};
