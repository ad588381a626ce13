import { api } from '@shop/core';
import { invoiceFileName, orderFileEndpoints } from '@shop/core/orders';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import { authOf } from '../http/authenticate';
import { noStore } from '../http/no-store';
import { registerEndpoint } from '../http/register-endpoint';
import { registerFileEndpoint } from '../http/register-file-endpoint';
import { invoicePdf } from '../orders/invoice-pdf';
import { requestPinnedClock } from '../qa/qa-context';
import type { QaEventRecorder } from '../qa/qa-events';
import { OrderTracker, type Schedule } from '../services/order-tracker';
import type { OrderService } from '../services/order-service';

export interface OrderRoutesOptions {
  readonly orders: OrderService;
  /** The order's course: the session's clock in demo mode. */
  readonly clock: Clock;
  /** The server's real time: the tracker's limits count on it, never on a session's clock. */
  readonly realClock: Clock;
  /** How the tracker waits for a step, a keep-alive and idleness (default: real timers). */
  readonly schedule?: Schedule;
  /** Demo mode: placed orders are recorded as the session's `order` events (/qa/events). */
  readonly events: QaEventRecorder | undefined;
}

/**
 * Orders (ours; README "Checkout"): placing one, the list and one order, its tax invoice as a PDF
 * and its live tracker as server-sent events. Always the token's user's orders: anyone else's
 * number reads as 'Order not found', in the JSON envelope like every error.
 */
export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (
  app,
  { orders, clock, realClock, schedule, events },
) => {
  const tracker = new OrderTracker({ clock: realClock, ...(schedule ? { schedule } : {}) });
  // An open stream would keep the server from closing: end them before it closes.
  app.addHook('preClose', async () => tracker.endAll());
  app.addHook('onRequest', noStore);

  registerEndpoint(app, api.orders.place, async ({ request, reply, body }) => {
    const { order, replayed } = await orders.place(authOf(request).userId, body);
    // The same key again answers as the first time, and says it is a replay.
    if (replayed) reply.header('idempotent-replayed', 'true');
    else await events?.record(request, 'order', order.orderNumber, { total: order.totals.total });
    return order;
  });
  registerEndpoint(app, api.orders.list, ({ request, query }) =>
    orders.list(authOf(request).userId, query.page),
  );
  registerEndpoint(app, api.orders.get, ({ request, params }) =>
    orders.get(authOf(request).userId, params.orderNumber),
  );

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
    const stream = tracker.stream(userId, read, requestPinnedClock(clock));
    // Proxies such as nginx would hold a streamed reply back until it ends.
    return reply.type('text/event-stream').header('x-accel-buffering', 'no').send(stream);
  });
};
