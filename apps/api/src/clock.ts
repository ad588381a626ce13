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

/** Whole seconds from `now` until `until`, at least 1 (a Retry-After of 0 would invite a busy loop). */
export const secondsUntil = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
