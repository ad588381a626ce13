import { api, deliveryDatesReply } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import { authOf } from '../http/authenticate';
import { registerEndpoint } from '../http/register-endpoint';
import type { AddressService } from '../services/address-service';
import type { OrderService } from '../services/order-service';
import type { PaymentService } from '../services/payment-service';
import type { QaEventRecorder } from '../qa/qa-events';

export interface CheckoutRoutesOptions {
  readonly addresses: AddressService;
  readonly payments: PaymentService;
  readonly orders: OrderService;
  readonly clock: Clock;
  /** Demo mode: placed orders are recorded as the session's `order` events (/qa/events). */
  readonly events: QaEventRecorder | undefined;
}

/**
 * Checkout, payment and orders (ours; README "Checkout"). Addresses, card tokens and orders are
 * always the token's user's: no user id is read from a path or a body.
 */
export const checkoutRoutes: FastifyPluginAsync<CheckoutRoutesOptions> = async (
  app,
  { addresses, payments, orders, clock, events },
) => {
  registerEndpoint(app, api.checkout.lookupPin, ({ params }) => addresses.lookupPin(params.pin));
  registerEndpoint(app, api.checkout.deliveryDates, async ({ reply }) => {
    // The dates turn over at midnight in India: a cache may keep them a minute, not a day.
    reply.header('cache-control', 'private, max-age=60');
    return deliveryDatesReply(clock.now());
  });

  await app.register(async (own) => {
    // Addresses, cards and orders are one user's: never kept by a browser or proxy cache.
    own.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerEndpoint(own, api.addresses.list, ({ request }) => addresses.list(authOf(request).userId));
    registerEndpoint(own, api.addresses.create, ({ request, body }) =>
      addresses.create(authOf(request).userId, body),
    );
    registerEndpoint(own, api.addresses.update, ({ request, params, body }) =>
      addresses.update(authOf(request).userId, params.addressId, body),
    );
    registerEndpoint(own, api.addresses.remove, async ({ request, params }) => {
      await addresses.remove(authOf(request).userId, params.addressId);
    });

    registerEndpoint(own, api.payments.createCardToken, ({ request, body }) =>
      payments.createCardToken(authOf(request).userId, body),
    );
    registerEndpoint(own, api.payments.verifyCardCode, ({ request, params, body }) =>
      payments.verifyCardCode(authOf(request).userId, params.token, body.code),
    );

    registerEndpoint(own, api.orders.place, async ({ request, reply, body }) => {
      const { order, replayed } = await orders.place(authOf(request).userId, body);
      // The same key again answers as the first time, and says it is a replay.
      if (replayed) reply.header('idempotent-replayed', 'true');
      else await events?.record(request, 'order', order.orderNumber, { total: order.totals.total });
      return order;
    });
    registerEndpoint(own, api.orders.list, ({ request, query }) =>
      orders.list(authOf(request).userId, query.page),
    );
    registerEndpoint(own, api.orders.get, ({ request, params }) =>
      orders.get(authOf(request).userId, params.orderNumber),
    );
  });
};
