import { api } from '@shop/core';
import { delay } from 'msw';
import { addressesHandlers } from '../handlers/addresses';
import { on, reply } from '../http';

const withAddressDefaults = (...overrides: typeof addressesHandlers) => [...overrides, ...addressesHandlers];

/**
 * Named states of the checkout's reads (README "Checkout") that no data can make and the live
 * registry has not (its `addresses.list.error`, `checkout.deliveryDates.error` … serve the rest).
 * The saved addresses, the cart and the orders come from the mock state (seedAddress,
 * seedCartLines, seedOrder).
 */
export const checkoutScenarios = {
  'addresses.list.loading': withAddressDefaults(
    on(api.addresses.list, async () => {
      await delay('infinite');
      return reply(api.addresses.list, { addresses: [] });
    }),
  ),
};
