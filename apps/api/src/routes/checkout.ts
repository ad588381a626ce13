import { api } from '@shop/core';
import { deliveryDatesReply } from '@shop/core/orders';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import { registerEndpoint } from '../http/register-endpoint';
import type { AddressService } from '../services/address-service';

export interface CheckoutRoutesOptions {
  readonly addresses: AddressService;
  readonly clock: Clock;
}

/**
 * The checkout's own calls (ours; README "Checkout"): a PIN code's city and whether it is served,
 * and the delivery dates. The steps' data has its areas: addresses.ts, payments.ts, orders.ts.
 */
export const checkoutRoutes: FastifyPluginAsync<CheckoutRoutesOptions> = async (
  app,
  { addresses, clock },
) => {
  registerEndpoint(app, api.checkout.lookupPin, ({ params }) => addresses.lookupPin(params.pin));
  registerEndpoint(app, api.checkout.deliveryDates, async ({ reply }) => {
    // The dates turn over at midnight in India: a cache may keep them a minute, not a day.
    reply.header('cache-control', 'private, max-age=60');
    return deliveryDatesReply(clock.now());
  });
};
