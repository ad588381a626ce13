import { ORDER_TRACKERS_PER_SERVER, ORDER_TRACKERS_PER_USER } from '../constants';
import type { Order } from '../contract/orders';
import { orderMessages, trackersBusyText } from '../texts/checkout';

/*
 * The live order tracker (GET /orders/{orderNumber}/events): what its stream says, and how many
 * may be open. The server (services/order-tracker.ts) and the mocks both follow this.
 */

/** One server-sent event: its name, the order as JSON, and the blank line that ends it. */
export const trackerStatusEvent = (order: Order): string =>
  `event: status\ndata: ${JSON.stringify(order)}\n\n`;

/** A comment line: EventSource ignores it; proxies and the server's idle timeout see traffic. */
export const TRACKER_KEEP_ALIVE_COMMENT = ': keep-alive\n\n';

/** The last words of a stream closed for want of a new status: whoever reads it raw learns why. */
export const TRACKER_IDLE_COMMENT =
  ': idle: no new status for a while; reopen the stream to follow the order\n\n';

/** One live tracker stream that is open (the server's, or the mocks' in the browser). */
export interface OpenTracker {
  readonly userId: number;
  /** When it closes for want of a new status unless one comes first (ms since the epoch, real time). */
  readonly idleAt: number;
}

/** Why one more stream may not open: the 429's text and its Retry-After in whole seconds. */
export interface TrackerRefusal {
  readonly error: string;
  readonly retryAfterSeconds: number;
}

/** Seconds until the first of `streams` closes by itself (at least 1: Retry-After 0 invites a busy loop). */
function secondsUntilOneCloses(streams: readonly OpenTracker[], now: number): number {
  const first = Math.min(...streams.map((stream) => stream.idleAt));
  return Math.max(1, Math.ceil((first - now) / 1000));
}

/**
 * Whether `userId` may open one more live tracker while `open` are open (null), or the 429: the
 * account's own limit first (closing one of its own streams frees a slot at once), then the
 * server's. Retry-After is when a slot frees by itself at the latest: the first of the streams
 * that count goes idle (ORDER_TRACKER_IDLE_MS).
 */
export function trackerRefusal(
  open: readonly OpenTracker[],
  userId: number,
  now: number,
): TrackerRefusal | null {
  const own = open.filter((stream) => stream.userId === userId);
  if (own.length >= ORDER_TRACKERS_PER_USER) {
    return { error: orderMessages.trackersPerUser, retryAfterSeconds: secondsUntilOneCloses(own, now) };
  }
  if (open.length >= ORDER_TRACKERS_PER_SERVER) {
    const seconds = secondsUntilOneCloses(open, now);
    return { error: trackersBusyText(Math.ceil(seconds / 60)), retryAfterSeconds: seconds };
  }
  return null;
}
