/**
 * The time as the server sees it. Every expiry, window and token check reads it from here (never
 * `Date.now()` directly), so tests move a clock instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** `date` plus `ms` milliseconds, as a new Date. */
export const addMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);

/**
 * How long to keep something read for up to `ttlMs`: somewhere in its second half, at random. A
 * class signs in within seconds, so entries kept for exactly `ttlMs` would all expire, and all be
 * read again, in the same moment (500 statements at once in the embedded database's one thread).
 */
export const spreadLifetime = (ttlMs: number, random: () => number = Math.random): number =>
  ttlMs / 2 + (ttlMs / 2) * random();

/** Whole seconds from `now` until `until`, at least 1 (a Retry-After of 0 would invite a busy loop). */
export const secondsUntil = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/**
 * The server's time by what it is read for. In demo mode a session's clock offset (README "A clock
 * for your session") is for practising expiry, never a way round a limit, so it moves `expiry` one
 * way only and `session` freely, and never `real`. Outside demo mode all three are the same clock.
 */
export interface Clocks {
  /**
   * The server's real time. What grants something is stamped with it (a token's or code's issue
   * and expiry, a failure window's start, a code's request time), and every limit counts by it
   * (failure windows and lockouts, the resend interval, the live card-token limit): an offset
   * that moved these would let anyone lift a limit or stretch a token's life by sending a header.
   */
  readonly real: Clock;
  /** Whether something granted has expired: never before real time, so it can only expire sooner. */
  readonly expiry: Clock;
  /** The session's own time, for what only the learner watches: an order's course, delivery dates, /qa. */
  readonly session: Clock;
}

/** One clock for every purpose (no session clock: outside demo mode, and in the server's own jobs). */
export const singleClock = (clock: Clock): Clocks => ({ real: clock, expiry: clock, session: clock });

/** One moment read both ways: `real` to stamp with, `expiry` to check expiry against. */
export interface Now {
  readonly real: Date;
  readonly expiry: Date;
}

export const readNow = (clocks: Pick<Clocks, 'real' | 'expiry'>): Now => ({
  real: clocks.real.now(),
  expiry: clocks.expiry.now(),
});
