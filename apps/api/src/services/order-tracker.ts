import { PassThrough, type Readable } from 'node:stream';
import { ORDER_TRACKER_IDLE_MS, ORDER_TRACKER_KEEP_ALIVE_MS } from '@shop/core';
import {
  nextStepAt,
  type OpenTracker,
  type Order,
  TRACKER_IDLE_COMMENT,
  TRACKER_KEEP_ALIVE_COMMENT,
  trackerRefusal,
  trackerStatusEvent,
} from '@shop/core/orders';
import { type Clock, systemClock } from '../clock';
import { HttpError } from '../http/http-error';

/** Runs `callback` once after `delayMs` of real time; the function returned cancels it. */
export type Schedule = (callback: () => void, delayMs: number) => () => void;

export const realTimeSchedule: Schedule = (callback, delayMs) => {
  const timer = setTimeout(callback, delayMs);
  return () => clearTimeout(timer);
};

/** setTimeout's longest wait (about 24.8 days): a later step is waited for in several goes. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

export interface OrderTrackerOptions {
  /** How the tracker waits for a step, a keep-alive and idleness (default: real timers). */
  readonly schedule?: Schedule;
  /** The server's real time, for Retry-After: a limit never reads a session's clock (clock.ts). */
  readonly clock?: Clock;
  readonly keepAliveMs?: number;
}

/** An open stream: whose, when it goes idle, and how to end it. */
interface OpenStream extends OpenTracker {
  idleAt: number;
  readonly end: () => void;
}

/**
 * The live order tracker (GET /orders/{orderNumber}/events). Each stream sends the order at once,
 * then sleeps until its next step (`nextStepAt` on the request's clock) and sends it again, with
 * a keep-alive comment in between, and ends after 'delivered' — or once it has sent no new status
 * for ORDER_TRACKER_IDLE_MS (keep-alives do not count). At most ORDER_TRACKERS_PER_USER streams
 * per account and ORDER_TRACKERS_PER_SERVER in all are open (core's `trackerRefusal`: a 429). A
 * stream's timers and slot end with it: when it ends, when the client goes away (Fastify destroys
 * the stream) and when the app closes ({@link endAll}). Tests pass a `schedule` that they fire by
 * hand instead of waiting hours.
 */
export class OrderTracker {
  private readonly open = new Set<OpenStream>();
  private readonly schedule: Schedule;
  private readonly clock: Clock;
  private readonly keepAliveMs: number;

  constructor({
    schedule = realTimeSchedule,
    clock = systemClock,
    keepAliveMs = ORDER_TRACKER_KEEP_ALIVE_MS,
  }: OrderTrackerOptions = {}) {
    this.schedule = schedule;
    this.clock = clock;
    this.keepAliveMs = keepAliveMs;
  }

  /**
   * The event stream of one of `userId`'s orders; `read` gives the order as it stands at an
   * instant. Throws the 429 (with Retry-After) when no slot is free; nothing is awaited between
   * the check and taking the slot, so requests at the same moment cannot both take the last one.
   */
  stream(userId: number, read: (now: Date) => Order, clock: Clock): Readable {
    const refusal = trackerRefusal([...this.open], userId, this.clock.now().getTime());
    if (refusal) {
      throw new HttpError(429, refusal.error, undefined, {
        'retry-after': String(refusal.retryAfterSeconds),
      });
    }
    const events = new PassThrough();
    let cancelStep = () => {};
    let cancelKeepAlive = () => {};
    let cancelIdle = () => {};
    let sent: Order['status'] | undefined;

    // Nothing is written once the stream has ended or the client has gone.
    const send = (text: string) => {
      if (!events.writableEnded && !events.destroyed) events.write(text);
    };
    const stop = () => {
      cancelStep();
      cancelKeepAlive();
      cancelIdle();
      this.open.delete(stream);
    };
    const end = () => {
      stop();
      events.end();
    };
    const stream: OpenStream = { userId, idleAt: 0, end };
    const idle = () => {
      send(TRACKER_IDLE_COMMENT);
      end();
    };
    // Only a new status is activity: the idle wait starts again from it.
    const sendStatus = (order: Order) => {
      sent = order.status;
      send(trackerStatusEvent(order));
      cancelIdle();
      stream.idleAt = this.clock.now().getTime() + ORDER_TRACKER_IDLE_MS;
      cancelIdle = this.schedule(idle, ORDER_TRACKER_IDLE_MS);
    };
    const wake = () => {
      const now = clock.now();
      const order = read(now);
      // A timer may fire a moment before the step (or a clock may be set back): no repeat then.
      if (order.status !== sent) sendStatus(order);
      const next = nextStepAt(order.steps, now);
      if (next === null) return end();
      cancelStep = this.schedule(wake, Math.min(LONGEST_WAIT_MS, next.getTime() - now.getTime()));
    };
    const keepAlive = () => {
      send(TRACKER_KEEP_ALIVE_COMMENT);
      cancelKeepAlive = this.schedule(keepAlive, this.keepAliveMs);
    };

    events.once('close', stop);
    this.open.add(stream);
    wake();
    if (this.open.has(stream)) cancelKeepAlive = this.schedule(keepAlive, this.keepAliveMs);
    return events;
  }

  /** Streams still open. */
  get openStreams(): number {
    return this.open.size;
  }

  /** The app is closing: every stream ends now (an open one would hold the server's close). */
  endAll(): void {
    for (const stream of [...this.open]) stream.end();
  }
}
