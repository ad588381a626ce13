import { describe, expect, it } from 'vitest';
import { ORDER_TRACKER_IDLE_MS, ORDER_TRACKERS_PER_SERVER, ORDER_TRACKERS_PER_USER } from '../constants';
import { type OpenTracker, trackerRefusal } from './order-trackers';

const NOW = Date.parse('2026-11-27T04:30:00Z');
const MINUTE = 60_000;

/** `count` streams of `userId`, the first going idle `firstIdleInMs` from now, each a minute later. */
const streams = (userId: number, count: number, firstIdleInMs = ORDER_TRACKER_IDLE_MS): OpenTracker[] =>
  Array.from({ length: count }, (_, index) => ({ userId, idleAt: NOW + firstIdleInMs + index * MINUTE }));

describe('how many live order trackers may be open', () => {
  it('5 per account and 200 per server', () => {
    expect([ORDER_TRACKERS_PER_USER, ORDER_TRACKERS_PER_SERVER]).toEqual([5, 200]);
  });

  it('one more for an account under both limits', () => {
    expect(trackerRefusal([], 1, NOW)).toBeNull();
    expect(trackerRefusal([...streams(1, 4), ...streams(2, 100)], 1, NOW)).toBeNull();
  });

  it('the account’s sixth: 429 text, Retry-After when the first of its own goes idle', () => {
    // Another account's streams go idle sooner: they free no slot of this account's.
    const open = [...streams(2, 3, 2 * MINUTE), ...streams(1, 5, 12 * MINUTE + 500)];
    expect(trackerRefusal(open, 1, NOW)).toEqual({
      error: 'Too many live order trackers are open. Close one and try again.',
      retryAfterSeconds: 12 * 60 + 1,
    });
    expect(trackerRefusal(open, 2, NOW)).toBeNull();
  });

  it('the server’s 201st: its own text with the wait, Retry-After when the first of all goes idle', () => {
    const open = [
      ...streams(9, 1, 7 * MINUTE),
      ...Array.from({ length: 199 }, (_, index) => streams(10 + index, 1)).flat(),
    ];
    expect(trackerRefusal(open, 1, NOW)).toEqual({
      error: 'Too many live order trackers are open right now. Please try again in 7 minutes.',
      retryAfterSeconds: 7 * 60,
    });
    // An account at its own limit hears about its own streams first (it can close one now).
    expect(trackerRefusal([...open.slice(5), ...streams(1, 5)], 1, NOW)?.error).toBe(
      'Too many live order trackers are open. Close one and try again.',
    );
  });

  it('never a Retry-After under one second, and one minute said as such', () => {
    const open = [
      ...streams(9, 1, 300),
      ...Array.from({ length: 199 }, (_, index) => streams(10 + index, 1)),
    ].flat();
    expect(trackerRefusal(open, 1, NOW)).toEqual({
      error: 'Too many live order trackers are open right now. Please try again in 1 minute.',
      retryAfterSeconds: 1,
    });
    expect(trackerRefusal(streams(1, 5, -MINUTE), 1, NOW)?.retryAfterSeconds).toBe(1);
  });
});
