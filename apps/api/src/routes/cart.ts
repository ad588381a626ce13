import { api } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../http/authenticate';
import { registerEndpoint } from '../http/register-endpoint';
import type { CartService } from '../services/cart-service';

/** Spec §7 "Cart" and ours (update, clear). The cart is always the token's user's: no id is read from the body. */
export const cartRoutes: FastifyPluginAsync<{ cart: CartService }> = async (app, { cart }) => {
  // A cart is one user's: never kept by a browser or proxy cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  registerEndpoint(app, api.cart.get, ({ request }) => cart.get(authOf(request).userId));
  registerEndpoint(app, api.cart.add, ({ request, body }) => cart.add(authOf(request).userId, body));
  registerEndpoint(app, api.cart.update, ({ request, body }) => cart.update(authOf(request).userId, body));
  registerEndpoint(app, api.cart.remove, ({ request, body }) =>
    cart.remove(authOf(request).userId, body.productId),
  );
  registerEndpoint(app, api.cart.clear, ({ request }) => cart.clear(authOf(request).userId));
};
