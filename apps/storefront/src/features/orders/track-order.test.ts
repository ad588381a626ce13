import { type Order, orderReply, type StoredOrder } from '@shop/core/orders';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelay, trackOrder } from './track-order';

const placedAt = new Date('2026-11-27T10:00:00.000Z');
const stored: StoredOrder = {
  orderNumber: 'SL-20261127-7KQ2M',
  placedAt,
  address: {
    fullName: 'Asha Rao',
    mobile: '9876543210',
    line1: '12, 4th Cross',
    line2: '',
    landmark: '',
    pin: '560034',
    city: 'Bengaluru',
    state: 'Karnataka',
    type: 'Home',
  },
  buyerStateCode: '29',
  deliveryDate: '2026-11-29',
  slot: 'standard',
  paymentMethod: 'card',
  paymentDetail: 'Visa •••• 1111',
  paymentOutcome: 'paid',
  promoCode: null,
  subtotal: 9_999,
  youSave: 0,
  discount: 0,
  deliveryFee: 0,
  taxableValue: 9_999,
  tax: 1_800,
  total: 11_799,
};
const line = {
  productId: 103,
  name: 'Galaxy Buds2 Pro',
  brand: 'Samsung',
  imageurl: '',
  storage: null,
  color: null,
  quantity: 1,
  unitPrice: 9_999,
  unitOldPrice: 9_999,
};
/** The order `hours` after it was placed: 0 placed, 3 packed, 100 delivered. */
const orderAt = (hours: number): Order =>
  orderReply(stored, [line], new Date(placedAt.getTime() + hours * 3_600_000));
const frame = (order: Order) => `event: status\ndata: ${JSON.stringify(order)}\n\n`;

/** A streamed reply whose chunks the test sends and whose end it decides. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

function setUp(replies: (() => Response | Promise<Response>)[]) {
  const fetch = vi.fn((_url: string | URL | Request, _init?: RequestInit) => {
    const next = replies.shift();
    return next ? Promise.resolve(next()) : Promise.reject(new TypeError('Failed to fetch'));
  });
  const onOrder = vi.fn();
  const onConnection = vi.fn();
  const controller = new AbortController();
  const done = trackOrder({
    url: 'http://shop.test/api/v1/orders/SL-20261127-7KQ2M/events',
    headers: () => ({ Authorization: 'Bearer t0ken' }),
    onOrder,
    onConnection,
    signal: controller.signal,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { fetch, onOrder, onConnection, controller, done };
}

describe('trackOrder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands each status on, with the bearer, and stops once delivered', async () => {
    const stream = openStream();
    const { fetch, onOrder, onConnection, done } = setUp([() => stream.response]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.mock.calls[0]?.[1]?.headers).toEqual({
      Accept: 'text/event-stream',
      Authorization: 'Bearer t0ken',
    });
    expect(onConnection).toHaveBeenLastCalledWith('live');

    stream.send(frame(orderAt(0)).slice(0, 40));
    stream.send(frame(orderAt(0)).slice(40) + ': keep-alive\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(onOrder.mock.calls.map(([order]) => (order as Order).status)).toEqual(['placed']);

    stream.send(frame(orderAt(3)) + frame(orderAt(100)));
    await done;
    expect(onOrder.mock.calls.map(([order]) => (order as Order).status)).toEqual([
      'placed',
      'packed',
      'delivered',
    ]);
    expect(onConnection).toHaveBeenLastCalledWith(undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reopens a dropped stream after 1 s, 2 s, 4 s … and starts over once events flow', async () => {
    const first = openStream();
    const third = openStream();
    const { fetch, onOrder, onConnection, controller, done } = setUp([
      () => first.response,
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => third.response,
    ]);
    await vi.advanceTimersByTimeAsync(0);
    first.send(frame(orderAt(0)));
    first.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(onConnection).toHaveBeenLastCalledWith('reconnecting');
    expect(fetch).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(retryDelay(1) - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    // The second attempt gets no reply: the pause doubles.
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onConnection).toHaveBeenLastCalledWith('reconnecting');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onConnection).toHaveBeenLastCalledWith('live');

    third.send(frame(orderAt(3)));
    await vi.advanceTimersByTimeAsync(0);
    expect(onOrder.mock.calls.map(([order]) => (order as Order).status)).toEqual(['placed', 'packed']);

    controller.abort();
    await done;
    expect(onConnection).toHaveBeenLastCalledWith(undefined);
  });

  it('gives up on a refusal (404): retrying would not help', async () => {
    const { fetch, onConnection, done } = setUp([
      () => Response.json({ error: 'Order not found' }, { status: 404 }),
    ]);
    await done;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onConnection.mock.calls).toEqual([[undefined]]);
  });

  it('stops waiting to reconnect when the page leaves', async () => {
    const { fetch, controller, done } = setUp([() => Promise.reject(new TypeError('Failed to fetch'))]);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await done;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reopens a stream that has gone silent past two keep-alives', async () => {
    const first = openStream();
    const second = openStream();
    const { fetch, controller, done } = setUp([() => first.response, () => second.response]);
    await vi.advanceTimersByTimeAsync(0);
    first.send(': keep-alive\n\n');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + retryDelay(1));
    expect(fetch).toHaveBeenCalledTimes(2);
    controller.abort();
    await done;
  });

  it('doubles the pause up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
