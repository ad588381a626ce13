import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { ORDER_TRACKER_IDLE_MS, ORDER_TRACKERS_PER_SERVER, ORDER_TRACKERS_PER_USER } from '@shop/core';
import { type Order, orderTimeline } from '@shop/core/orders';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/http-error';
import { OrderTracker } from '../src/services/order-tracker';
import { TestClock } from './helper';
import { ManualSchedule } from './manual-schedule';

const PLACED_AT = new Date('2026-11-27T04:30:00Z');
const MINUTE_MS = 60_000;

/** An order just placed (only its steps matter to the tracker). */
const order = {
  status: 'placed',
  steps: orderTimeline(PLACED_AT, '2026-11-28', 'priority'),
} as unknown as Order;
const read = () => order;

function setUp() {
  const clock = new TestClock(PLACED_AT);
  const timers = new ManualSchedule();
  const tracker = new OrderTracker({ schedule: timers.schedule, clock });
  const open = (userId: number): Readable => tracker.stream(userId, read, clock);
  return { clock, timers, tracker, open };
}

/** The 429 `attempt` throws, as the error handler sends it. */
function refusal(attempt: () => unknown): { status: number; error: string; retryAfter: string | undefined } {
  try {
    attempt();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.statusCode, error: error.message, retryAfter: error.headers?.['retry-after'] };
  }
  throw new Error('The stream opened');
}

describe('the order tracker’s limits', () => {
  it(`at most ${ORDER_TRACKERS_PER_SERVER} streams on the server: one more waits for the first to go idle`, async () => {
    const { clock, timers, tracker, open } = setUp();
    // 40 accounts, 5 streams each; the first stream opens 10 minutes before the rest.
    const streams = [open(1)];
    timers.advance(10 * MINUTE_MS, clock);
    for (let index = 1; index < ORDER_TRACKERS_PER_SERVER; index++) {
      streams.push(open(1 + Math.floor(index / ORDER_TRACKERS_PER_USER)));
    }
    expect(tracker.openStreams).toBe(200);

    expect(refusal(() => open(41))).toEqual({
      status: 429,
      error: 'Too many live order trackers are open right now. Please try again in 20 minutes.',
      retryAfter: String(20 * 60),
    });
    // An account at its own limit hears that first: it can close one of its own.
    expect(refusal(() => open(2))).toMatchObject({
      error: 'Too many live order trackers are open. Close one and try again.',
      retryAfter: String(30 * 60),
    });

    // A stream whose client went away gives its slot back at once.
    const gone = streams[7] as Readable;
    gone.destroy();
    await once(gone, 'close');
    expect(tracker.openStreams).toBe(199);
    streams.push(open(41));
    expect(refusal(() => open(42)).status).toBe(429);

    // The first one goes idle: another slot.
    timers.advance(20 * MINUTE_MS, clock);
    expect(tracker.openStreams).toBe(199);
    streams.push(open(42));

    tracker.endAll();
    expect(tracker.openStreams).toBe(0);
    expect(timers.pending).toEqual([]);
  });

  it('a stream closed for idleness says so, and its slot is free again', async () => {
    const { clock, timers, tracker, open } = setUp();
    const streams = Array.from({ length: ORDER_TRACKERS_PER_USER }, () => open(7));
    expect(refusal(() => open(7)).retryAfter).toBe(String(ORDER_TRACKER_IDLE_MS / 1000));
    timers.advance(ORDER_TRACKER_IDLE_MS - 1, clock);
    expect(tracker.openStreams).toBe(5);
    expect(refusal(() => open(7)).retryAfter).toBe('1');
    timers.advance(1, clock);
    expect(tracker.openStreams).toBe(0);
    const text = (await streams[0]?.toArray())?.join('') ?? '';
    expect(
      text.endsWith(
        ': keep-alive\n\n: idle: no new status for a while; reopen the stream to follow the order\n\n',
      ),
    ).toBe(true);
    open(7);
    tracker.endAll();
    expect(timers.pending).toEqual([]);
  });
});
