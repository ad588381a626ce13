import { PassThrough, type Readable } from 'node:stream';
import { nextStepAt, type Order, ORDER_TRACKER_KEEP_ALIVE_MS } from '@shop/core';
import type { Clock } from '../clock';

/** Runs `callback` once after `delayMs` of real time; the function returned cancels it. */
export type Schedule = (callback: () => void, delayMs: number) => () => void;

export const realTimeSchedule: Schedule = (callback, delayMs) => {
  const timer = setTimeout(callback, delayMs);
  return () => clearTimeout(timer);
};

/** setTimeout's longest wait (about 24.8 days): a later step is waited for in several goes. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** One server-sent event: its name, the order as JSON, and the blank line that ends it. */
export const statusEvent = (order: Order): string => `event: status\ndata: ${JSON.stringify(order)}\n\n`;

/** A comment line: EventSource ignores it; proxies and the server's idle timeout see traffic. */
export const KEEP_ALIVE_COMMENT = ': keep-alive\n\n';

/**
 * The live order tracker (GET /orders/{orderNumber}/events). Each stream sends the order at once,
 * then sleeps until its next step (`nextStepAt` on the request's clock) and sends it again, with
 * a keep-alive comment in between, and ends after 'delivered'. A stream's timers end with it: when
 * it ends, when the client goes away (Fastify destroys the stream) and when the app closes
 * ({@link endAll}). Tests pass a `schedule` that they fire by hand instead of waiting hours.
 */
export class OrderTracker {
  /** How to end each open stream. */
  private readonly open = new Set<() => void>();

  constructor(
    private readonly schedule: Schedule = realTimeSchedule,
    private readonly keepAliveMs: number = ORDER_TRACKER_KEEP_ALIVE_MS,
  ) {}

  /** The event stream of one order; `read` gives the order as it stands at an instant. */
  stream(read: (now: Date) => Order, clock: Clock): Readable {
    const events = new PassThrough();
    let cancelStep = () => {};
    let cancelKeepAlive = () => {};
    let sent: Order['status'] | undefined;

    // Nothing is written once the stream has ended or the client has gone.
    const send = (text: string) => {
      if (!events.writableEnded && !events.destroyed) events.write(text);
    };
    const stop = () => {
      cancelStep();
      cancelKeepAlive();
      this.open.delete(end);
    };
    const end = () => {
      stop();
      events.end();
    };
    const wake = () => {
      const now = clock.now();
      const order = read(now);
      // A timer may fire a moment before the step (or a clock may be set back): no repeat then.
      if (order.status !== sent) {
        sent = order.status;
        send(statusEvent(order));
      }
      const next = nextStepAt(order.steps, now);
      if (next === null) return end();
      cancelStep = this.schedule(wake, Math.min(LONGEST_WAIT_MS, next.getTime() - now.getTime()));
    };
    const keepAlive = () => {
      send(KEEP_ALIVE_COMMENT);
      cancelKeepAlive = this.schedule(keepAlive, this.keepAliveMs);
    };

    events.once('close', stop);
    this.open.add(end);
    wake();
    if (this.open.has(end)) cancelKeepAlive = this.schedule(keepAlive, this.keepAliveMs);
    return events;
  }

  /** Streams still open. */
  get openStreams(): number {
    return this.open.size;
  }

  /** The app is closing: every stream ends now (an open one would hold the server's close). */
  endAll(): void {
    for (const end of [...this.open]) end();
  }
}
