import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { api, ORDER_TRACKER_IDLE_MS, ORDER_TRACKER_KEEP_ALIVE_MS } from '@shop/core';
import { AddressSchema } from '@shop/core/addresses';
import { deliveryDates, type DeliverySlotKind } from '@shop/core/checkout';
import { type Order, orderFileEndpoints, OrderSchema } from '@shop/core/orders';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiUrl,
  buildTestApp,
  injectAs,
  parseReply,
  signUp,
  type SignedUp,
  TestClock,
  type TestApp,
  twoSeededProducts,
} from './helper';
import { ManualSchedule } from './manual-schedule';
import { pdfText } from './pdf-text';

const HOUR_MS = 60 * 60_000;
const MINUTE_MS = 60_000;
const IDLE = ': idle: no new status for a while; reopen the stream to follow the order';

let t: TestApp;
const timers = new ManualSchedule();
let phoneId: number;
let caseId: number;
beforeAll(async () => {
  // 27 Nov 2026, 10:00 in India.
  t = await buildTestApp({
    clock: new TestClock(new Date('2026-11-27T04:30:00Z')),
    schedule: timers.schedule,
  });
  [phoneId, caseId] = await twoSeededProducts(t.db, [
    { price: 74_999, oldprice: 79_999, discountpercent: 6, stock: 1_000 },
    { price: 1_499, oldprice: 1_999, discountpercent: 25, stock: 1_000 },
  ]);
});
afterAll(async () => {
  // fetch (undici) leaves the socket of a stream it walked away from open: without this the close
  // waits for the server's 30 s connection timeout.
  t.app.server.closeAllConnections();
  await t.close();
});

// Setup as in orders.test.ts.
async function shopper(
  app: FastifyInstance = t.app,
  pin = '560034',
): Promise<{ user: SignedUp; addressId: number }> {
  const user = await signUp(app);
  const response = await injectAs(app, user.token, {
    method: 'POST',
    url: apiUrl(api.addresses.create),
    payload: { fullName: 'Asha Rao', mobile: '9845012345', line1: '12, 3rd Cross', pin, type: 'Home' },
  });
  expect(response.statusCode).toBe(201);
  return { user, addressId: parseReply(AddressSchema, response).id };
}

async function addToCart(user: SignedUp, productId: number, quantity: number, options?: object, app = t.app) {
  const response = await injectAs(app, user.token, {
    method: 'POST',
    url: apiUrl(api.cart.add),
    payload: { productId, quantity, ...(options ? { options } : {}) },
  });
  expect(response.statusCode).toBe(200);
}

/** The first date the slot is offered on, by the app's clock (tests below move it). */
function firstDate(slot: DeliverySlotKind, now: Date): string {
  const date = deliveryDates(now).find((option) => option.slots.some((s) => s.kind === slot && s.available));
  if (!date) throw new Error(`no ${slot} date`);
  return date.date;
}

async function place(
  user: SignedUp,
  addressId: number,
  overrides: object = {},
  own: TestApp = t,
): Promise<Order> {
  const response = await injectAs(own.app, user.token, {
    method: 'POST',
    url: apiUrl(api.orders.place),
    payload: {
      idempotencyKey: randomUUID(),
      addressId,
      delivery: { date: firstDate('priority', own.clock.now()), slot: 'priority' },
      payment: { method: 'cod' },
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  return parseReply(OrderSchema, response);
}

const invoice = (user: SignedUp, orderNumber: string) =>
  injectAs(t.app, user.token, { method: 'GET', url: apiUrl(orderFileEndpoints.invoice, { orderNumber }) });

const track = (
  app: FastifyInstance,
  user: SignedUp,
  orderNumber: string,
  headers: Record<string, string> = {},
) =>
  injectAs(app, user.token, {
    method: 'GET',
    url: apiUrl(orderFileEndpoints.track, { orderNumber }),
    headers,
  });

/** Server-sent events: the `status` events' orders, and how many comments came between. */
function sse(body: string): { orders: Order[]; comments: string[] } {
  const blocks = body.split('\n\n').filter((block) => block !== '');
  const orders: Order[] = [];
  const comments: string[] = [];
  for (const block of blocks) {
    if (block.startsWith(':')) {
      comments.push(block);
      continue;
    }
    const [event, data, ...rest] = block.split('\n');
    expect(event).toBe('event: status');
    expect(rest).toEqual([]);
    orders.push(OrderSchema.parse(JSON.parse((data ?? '').replace(/^data: /, ''))));
  }
  return { orders, comments };
}

describe('the invoice PDF', () => {
  it('within Karnataka: a tax invoice with the seller’s GSTIN, the lines and CGST + SGST to the paisa', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, phoneId, 1, { storage: '512GB', color: 'Blue Titanium' });
    await addToCart(user, caseId, 2);
    const placed = await place(user, addressId, {
      delivery: { date: firstDate('evening', t.clock.now()), slot: 'evening' },
      payment: { method: 'upi', upiId: 'asha.rao@okhdfc' },
    });

    const response = await invoice(user, placed.orderNumber);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${placed.orderNumber}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's title, as a viewer's title bar shows it.
    expect(pdf.toString('latin1')).toContain(`(Tax Invoice ${placed.orderNumber})`);

    const text = pdfText(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        'Tax Invoice',
        placed.orderNumber,
        '27 Nov 2026',
        'ShopLane Retail Private Limited',
        'GSTIN: 29AAKCS4821M1ZQ',
        'Asha Rao',
        'State: Karnataka',
        '512GB · Blue Titanium',
        '₹94,999',
        '₹2,998',
        'Taxable value',
        '₹97,997',
        'CGST @ 9%',
        'SGST @ 9%',
        '₹8,819.50',
        'Delivery fee',
        '₹49',
        'Grand total',
        '₹1,15,685',
        'Payment: UPI (asha.rao@okhdfc)',
        'Orders cannot be cancelled once placed.',
      ]),
    );
    expect(text.filter((line) => line === '₹8,819.50')).toHaveLength(2);
    expect(text.some((line) => line.startsWith('IGST'))).toBe(false);
  });

  it('to another state: IGST 18 % after the promo discount', async () => {
    const { user, addressId } = await shopper(t.app, '400001');
    await addToCart(user, caseId, 4);
    const placed = await place(user, addressId, {
      promoCode: 'save10',
      delivery: { date: firstDate('standard', t.clock.now()), slot: 'standard' },
    });
    const text = pdfText((await invoice(user, placed.orderNumber)).rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'State: Maharashtra',
        'Promo discount (SAVE10)',
        '−₹600',
        '₹5,396',
        'IGST @ 18%',
        '₹971',
        'Delivery fee',
        '₹0',
        '₹6,367',
        'Payment: Cash on delivery',
      ]),
    );
    expect(text.some((line) => line.startsWith('CGST') || line.startsWith('SGST'))).toBe(false);
  });

  it('is the same file every time, whatever the clock says now', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const placed = await place(user, addressId, { payment: { method: 'upi', upiId: 'pending@shoplane' } });
    const first = (await invoice(user, placed.orderNumber)).rawPayload;
    t.clock.advance(3 * 24 * HOUR_MS);
    const later = (await invoice(user, placed.orderNumber)).rawPayload;
    expect(later.equals(first)).toBe(true);
  });

  it('only for the order’s own buyer: anyone else, an unknown number or no token gets the JSON error', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const placed = await place(user, addressId);
    const stranger = await signUp(t.app);
    for (const response of [
      await invoice(stranger, placed.orderNumber),
      await invoice(user, 'SL-20261127-ZZZZZ'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: 'Order not found' });
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: apiUrl(orderFileEndpoints.invoice, { orderNumber: placed.orderNumber }),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Authentication required' });
  });
});

describe('the live order tracker', () => {
  /** Moves the app's clock (not the timers: no stream is open) to `ms` before the order's `status`. */
  function until(placed: Order, status: Order['status'], ms: number): void {
    const at = Date.parse(placed.steps.find((step) => step.status === status)?.at ?? '');
    t.clock.advance(at - ms - t.clock.now().getTime());
  }

  it('sends the order at once, again at each step with keep-alives between, and closes 30 minutes after the last', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const placed = await place(user, addressId);
    until(placed, 'packed', 10 * MINUTE_MS);
    const streamed = track(t.app, user, placed.orderNumber);
    await timers.until(3);
    // A keep-alive comes first, then Packed; idle in 30 minutes unless a status comes.
    expect(timers.pending).toEqual([ORDER_TRACKER_KEEP_ALIVE_MS, 10 * MINUTE_MS, ORDER_TRACKER_IDLE_MS]);

    // Packed came 10 minutes in: 30 minutes after opening the stream is still open…
    timers.advance(ORDER_TRACKER_IDLE_MS, t.clock);
    expect(timers.pending).toHaveLength(3);
    // …and it closes 30 minutes after Packed, keep-alives or not.
    timers.advance(10 * MINUTE_MS, t.clock);
    const response = await streamed;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith(`event: status\ndata: {"orderNumber":"${placed.orderNumber}"`)).toBe(
      true,
    );
    expect(response.body.split('\n\n')[1]).toBe(': keep-alive');

    const { orders, comments } = sse(response.body);
    expect(orders.map((order) => order.status)).toEqual(['placed', 'packed']);
    expect(orders[0]).toEqual({ ...placed, status: 'placed' });
    expect(comments.at(-1)).toBe(IDLE);
    expect(comments.slice(0, -1)).toEqual(
      Array.from({ length: (40 * MINUTE_MS) / ORDER_TRACKER_KEEP_ALIVE_MS - 1 }, () => ': keep-alive'),
    );
    // Ended: no timer of the stream is left behind.
    expect(timers.pending).toEqual([]);
  });

  it('ends after Delivered, with the order as GET /orders/{orderNumber} reads it', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const placed = await place(user, addressId);
    until(placed, 'delivered', 10 * MINUTE_MS);
    const streamed = track(t.app, user, placed.orderNumber);
    await timers.until(3);
    timers.advance(10 * MINUTE_MS, t.clock);
    const { orders, comments } = sse((await streamed).body);
    expect(orders.map((order) => order.status)).toEqual(['outForDelivery', 'delivered']);
    expect(orders.at(-1)?.payment).toEqual({ method: 'cod', detail: 'Pay on delivery', status: 'paid' });
    const now = await injectAs(t.app, user.token, {
      method: 'GET',
      url: apiUrl(api.orders.get, { orderNumber: placed.orderNumber }),
    });
    expect(orders.at(-1)).toEqual(parseReply(OrderSchema, now));
    expect(new Set(comments)).toEqual(new Set([': keep-alive']));
    expect(timers.pending).toEqual([]);
  });

  it('reads the session’s clock (demo mode): with an offset of 3 hours it starts at Packed', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const placed = await place(user, addressId);
    const streamed = track(t.app, user, placed.orderNumber, { 'x-qa-clock-offset': '3h' });
    await timers.until(3);
    // Shipped 12 hours after the order: 9 hours ahead on the session's clock.
    expect(timers.pending).toEqual([ORDER_TRACKER_KEEP_ALIVE_MS, ORDER_TRACKER_IDLE_MS, 9 * HOUR_MS]);
    timers.advance(ORDER_TRACKER_IDLE_MS, t.clock);
    const { orders } = sse((await streamed).body);
    expect(orders.map((order) => order.status)).toEqual(['packed']);
    expect(timers.pending).toEqual([]);
  });

  it('an order already delivered: one event and the end', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const placed = await place(user, addressId);
    t.clock.advance(Date.parse(placed.steps.at(-1)?.at ?? '') - t.clock.now().getTime());
    const { orders, comments } = sse((await track(t.app, user, placed.orderNumber)).body);
    expect(orders.map((order) => order.status)).toEqual(['delivered']);
    expect(comments).toEqual([]);
    expect(timers.pending).toEqual([]);
  });

  it('only for the order’s own buyer: anyone else or an unknown number gets 404 in JSON', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const placed = await place(user, addressId);
    const stranger = await signUp(t.app);
    for (const response of [
      await track(t.app, stranger, placed.orderNumber),
      await track(t.app, user, 'SL-X'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Order not found' });
    }
    expect(timers.pending).toEqual([]);
  });

  it('at most 5 streams per account: the sixth is a 429 with Retry-After until one closes; others are not counted', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const placed = await place(user, addressId);
    const open = Array.from({ length: 5 }, () => track(t.app, user, placed.orderNumber));
    await timers.until(15);
    timers.advance(10 * MINUTE_MS, t.clock);

    const sixth = await track(t.app, user, placed.orderNumber);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['content-type']).toMatch(/^application\/json/);
    // The first of the five goes idle 20 minutes from now.
    expect(sixth.headers['retry-after']).toBe(String(20 * 60));
    expect(sixth.json()).toEqual({
      error: 'Too many live order trackers are open. Close one and try again.',
    });
    // The limit comes after the order check: a number that is not the user's is still a 404.
    expect((await track(t.app, user, 'SL-20261127-ZZZZZ')).statusCode).toBe(404);

    // Another account has its own five.
    const other = await shopper();
    await addToCart(other.user, caseId, 1);
    const theirs = await place(other.user, other.addressId);
    const theirStream = track(t.app, other.user, theirs.orderNumber);
    await timers.until(18);

    // The five close once idle, and the account may open a stream again.
    timers.advance(20 * MINUTE_MS, t.clock);
    for (const response of await Promise.all(open)) expect(sse(response.body).comments.at(-1)).toBe(IDLE);
    const again = track(t.app, user, placed.orderNumber);
    await timers.until(6);
    timers.advance(ORDER_TRACKER_IDLE_MS, t.clock);
    expect((await again).statusCode).toBe(200);
    expect((await theirStream).statusCode).toBe(200);
    expect(timers.pending).toEqual([]);
  });

  /** The app listening on a free port (once for the file): streams a client can walk away from. */
  async function origin(): Promise<string> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** A stream read over HTTP, event by event, and the controller that walks away from it. */
  async function openOverHttp(user: SignedUp, orderNumber: string) {
    const controller = new AbortController();
    const response = await fetch(`${await origin()}${apiUrl(orderFileEndpoints.track, { orderNumber })}`, {
      headers: { authorization: `Bearer ${user.token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readEvent = async () => {
      while (!received.includes('\n\n')) {
        const { value, done } = await reader.read();
        if (done) throw new Error('The stream ended');
        received += decoder.decode(value, { stream: true });
      }
      const [event = ''] = received.split('\n\n', 1);
      received = received.slice(event.length + 2);
      return event;
    };
    return { readEvent, leave: () => controller.abort() };
  }

  it('a client that goes away: its timers are cleared', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const placed = await place(user, addressId);
    const stream = await openOverHttp(user, placed.orderNumber);
    // The first event comes before any timer has fired.
    expect(await stream.readEvent()).toMatch(/^event: status\ndata: \{"orderNumber":"SL-/);
    await timers.until(3);
    timers.advance(ORDER_TRACKER_KEEP_ALIVE_MS, t.clock);
    expect(await stream.readEvent()).toBe(': keep-alive');

    stream.leave();
    await timers.until(0);
    expect(timers.pending).toEqual([]);
  });

  it('a client that goes away gives its slot back', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const placed = await place(user, addressId);
    const streams = [];
    for (let index = 0; index < 5; index++) {
      const stream = await openOverHttp(user, placed.orderNumber);
      expect(await stream.readEvent()).toMatch(/^event: status\n/);
      streams.push(stream);
    }
    await timers.until(15);
    expect((await track(t.app, user, placed.orderNumber)).statusCode).toBe(429);

    streams[0]?.leave();
    await timers.until(12);
    const sixth = await openOverHttp(user, placed.orderNumber);
    expect(await sixth.readEvent()).toMatch(/^event: status\n/);
    await timers.until(15);

    for (const stream of [...streams.slice(1), sixth]) stream.leave();
    await timers.until(0);
  });

  it('the app closing ends every open stream, and its timers', async () => {
    const ownTimers = new ManualSchedule();
    const own = await buildTestApp({
      clock: new TestClock(new Date('2026-11-27T04:30:00Z')),
      schedule: ownTimers.schedule,
    });
    let closed = false;
    try {
      const { user, addressId } = await shopper(own.app);
      const [productId] = await twoSeededProducts(own.db, [{ price: 999, stock: 10 }, { stock: 10 }]);
      await addToCart(user, productId as number, 1, undefined, own.app);
      const placed = await place(user, addressId, {}, own);
      const streamed = track(own.app, user, placed.orderNumber);
      await ownTimers.until(3);
      await own.close();
      closed = true;
      expect(sse((await streamed).body).orders.map((order) => order.status)).toEqual(['placed']);
      expect(ownTimers.pending).toEqual([]);
    } finally {
      if (!closed) await own.close();
    }
  });
});
