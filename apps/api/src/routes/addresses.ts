import { api } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../http/authenticate';
import { noStore } from '../http/no-store';
import { registerEndpoint } from '../http/register-endpoint';
import type { AddressService } from '../services/address-service';

export interface AddressRoutesOptions {
  readonly addresses: AddressService;
}

/** The shopper's delivery addresses (ours; README "Checkout"): always the token's user's. */
export const addressRoutes: FastifyPluginAsync<AddressRoutesOptions> = async (app, { addresses }) => {
  app.addHook('onRequest', noStore);
  registerEndpoint(app, api.addresses.list, ({ request }) => addresses.list(authOf(request).userId));
  registerEndpoint(app, api.addresses.create, ({ request, body }) =>
    addresses.create(authOf(request).userId, body),
  );
  registerEndpoint(app, api.addresses.update, ({ request, params, body }) =>
    addresses.update(authOf(request).userId, params.addressId, body),
  );
  registerEndpoint(app, api.addresses.remove, async ({ request, params }) => {
    await addresses.remove(authOf(request).userId, params.addressId);
  });
};
