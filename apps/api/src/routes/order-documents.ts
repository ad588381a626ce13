import { invoiceFileName, orderFileEndpoints } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import { authOf } from '../http/authenticate';
import { registerFileEndpoint } from '../http/register-file-endpoint';
import { invoicePdf } from '../orders/invoice-pdf';
import { requestPinnedClock } from '../qa/qa-context';
import { OrderTracker, type Schedule } from '../services/order-tracker';
import type { OrderService } from '../services/order-service';

export interface OrderDocumentRoutesOptions {
  readonly orders: OrderService;
  /** The order's course: the session's clock in demo mode. */
  readonly clock: Clock;
  /** The server's real time: the tracker's limits count on it, never on a session's clock. */
  readonly realClock: Clock;
  /** How the tracker waits for a step, a keep-alive and idleness (default: real timers). */
  readonly schedule?: Schedule;
}

/**
 * The order calls that answer something else than JSON (README "Checkout"): the tax invoice as a
 * PDF and the live tracker as server-sent events. Both are the token's user's orders only: anyone
 * else's number reads as 'Order not found', in the JSON envelope like every error.
 */
export const orderDocumentRoutes: FastifyPluginAsync<OrderDocumentRoutesOptions> = async (
  app,
  { orders, clock, realClock, schedule },
) => {
  const tracker = new OrderTracker({ clock: realClock, ...(schedule ? { schedule } : {}) });
  // An open stream would keep the server from closing: end them before it closes.
  app.addHook('preClose', async () => tracker.endAll());
  // One user's orders: never kept by a browser or proxy cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerFileEndpoint(app, orderFileEndpoints.invoice, async ({ request, reply, params }) => {
    const order = await orders.get(authOf(request).userId, params.orderNumber);
    const pdf = await invoicePdf(order);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoiceFileName(order.orderNumber)}"`)
      .send(pdf);
  });

  registerFileEndpoint(app, orderFileEndpoints.track, async ({ request, reply, params }) => {
    const { userId } = authOf(request);
    const read = await orders.reader(userId, params.orderNumber);
    // In demo mode the session's clock offset is read from this request's context, which the
    // tracker's timers do not run in. Past the open streams' limits, a 429 (an unknown order is
    // still a 404).
    const events = tracker.stream(userId, read, requestPinnedClock(clock));
    // Proxies such as nginx would hold a streamed reply back until it ends.
    return reply.type('text/event-stream').header('x-accel-buffering', 'no').send(events);
  });
};
