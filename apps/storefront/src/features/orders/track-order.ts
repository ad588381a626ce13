import { ORDER_TRACKER_RETRY_MAX_MS, ORDER_TRACKER_RETRY_MIN_MS, ORDER_TRACKER_STALE_MS } from '@shop/core';
import { type Order, OrderSchema } from '@shop/core/orders';
import type { OrderTrackerConnection } from '@shop/ui/orders';
import { fetchOrderStream } from './api/order-files';
import { createSseParser } from './sse';

export interface TrackOrderOptions {
  url: string;
  /** Headers of each attempt (the bearer is read afresh: a session may be renewed meanwhile). */
  headers: () => Record<string, string>;
  onOrder: (order: Order) => void;
  /** 'live' once a stream is open, 'reconnecting' while waiting to reopen, undefined when done. */
  onConnection: (connection: OrderTrackerConnection | undefined) => void;
  /** Ends tracking (the page left). */
  signal: AbortSignal;
  fetch?: typeof fetch;
}

/** How one stream ended: delivered (done), refused (401/404: retrying will not help), dropped. */
type Outcome = 'delivered' | 'refused' | 'dropped';

/** 1 s, 2 s, 4 s … up to 30 s after the n-th drop in a row. */
export function retryDelay(dropsInARow: number): number {
  return Math.min(ORDER_TRACKER_RETRY_MIN_MS * 2 ** (dropsInARow - 1), ORDER_TRACKER_RETRY_MAX_MS);
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Follows an order's event stream (`event: status`, data an Order) with fetch, since EventSource
 * cannot send the Authorization header. Each status goes to `onOrder`; a dropped or silent stream
 * is reopened after a growing pause; it stops once the order is delivered, the server refuses,
 * or `signal` aborts.
 */
export async function trackOrder(options: TrackOrderOptions): Promise<void> {
  const { signal } = options;
  let drops = 0;
  while (!signal.aborted) {
    const outcome = await readStream(options, () => {
      drops = 0;
    });
    if (signal.aborted) break;
    if (outcome !== 'dropped') break;
    drops += 1;
    options.onConnection('reconnecting');
    await wait(retryDelay(drops), signal);
  }
  options.onConnection(undefined);
}

async function readStream(options: TrackOrderOptions, onEvent: () => void): Promise<Outcome> {
  const attempt = new AbortController();
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  // Cancelling the reader too ends a read at once, whatever the fetch does with the abort.
  const stop = () => {
    attempt.abort();
    void reader?.cancel().catch(() => undefined);
  };
  options.signal.addEventListener('abort', stop, { once: true });
  // No byte for two keep-alives: the line is dead even if no error says so.
  let staleTimer = setTimeout(stop, ORDER_TRACKER_STALE_MS);
  const fresh = () => {
    clearTimeout(staleTimer);
    staleTimer = setTimeout(stop, ORDER_TRACKER_STALE_MS);
  };
  try {
    const response = await (options.fetch ?? fetchOrderStream)(options.url, {
      headers: { Accept: 'text/event-stream', ...options.headers() },
      signal: attempt.signal,
      cache: 'no-store',
    });
    if (response.status >= 400 && response.status < 500) return 'refused';
    if (!response.ok || !response.body) return 'dropped';
    options.onConnection('live');
    reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'dropped';
      fresh();
      for (const event of parser.push(decoder.decode(value, { stream: true }))) {
        if (event.event !== 'status') continue;
        const order = OrderSchema.safeParse(safeJson(event.data));
        if (!order.success) continue;
        onEvent();
        options.onOrder(order.data);
        if (order.data.status === 'delivered') {
          void reader.cancel().catch(() => undefined);
          return 'delivered';
        }
      }
    }
  } catch {
    return 'dropped';
  } finally {
    clearTimeout(staleTimer);
    options.signal.removeEventListener('abort', stop);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
