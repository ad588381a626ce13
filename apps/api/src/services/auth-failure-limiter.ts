import { AUTH_FAILURE_LIMIT, AUTH_FAILURE_WINDOW_MS } from '@shop/core';
import { tooManyAttemptsMessage } from '@shop/core/users';
import { addMs, type Clock, secondsUntil } from '../clock';
import type { Database } from '../db/connect';
import {
  clearFailures,
  type FailureWindow,
  findOpenFailureWindow,
  recordFailure,
} from '../db/repositories/auth-failures-repository';
import type { AuthFailureKind } from '../db/schema';
import { HttpError } from '../http/http-error';

export interface FailureLimit {
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Stops guessing per address (ARCHITECTURE.md "429 too many attempts"): `limit` failures of one
 * kind within a window that opens with the first of them answer 429 until the window closes. The
 * counts live in the database, so every server behind one PostgreSQL enforces the same limit.
 */
export class AuthFailureLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: FailureLimit = { limit: AUTH_FAILURE_LIMIT, windowMs: AUTH_FAILURE_WINDOW_MS },
  ) {}

  /** Throws the 429 while the address has used up its failures. */
  async assertAllowed(kind: AuthFailureKind, emailNormalized: string): Promise<void> {
    const now = this.clock.now();
    const open = await findOpenFailureWindow(this.db, kind, emailNormalized, this.cutoff(now));
    if (open && open.failures >= this.settings.limit) throw this.tooMany(open, now);
  }

  /**
   * Counts a failure, then throws: `failure` as a rule, or the 429 when attempts that were checked
   * at the same moment pushed the count past the limit (on PostgreSQL a burst of parallel guesses
   * all pass {@link assertAllowed} before the first one is counted).
   */
  async fail(kind: AuthFailureKind, emailNormalized: string, failure: HttpError): Promise<never> {
    const now = this.clock.now();
    const window = await recordFailure(this.db, kind, emailNormalized, now, this.cutoff(now));
    if (window.failures > this.settings.limit) throw this.tooMany(window, now);
    throw failure;
  }

  async clear(kind: AuthFailureKind, emailNormalized: string): Promise<void> {
    await clearFailures(this.db, kind, emailNormalized);
  }

  private cutoff(now: Date): Date {
    return addMs(now, -this.settings.windowMs);
  }

  private tooMany(window: FailureWindow, now: Date): HttpError {
    const seconds = secondsUntil(addMs(window.windowStartedAt, this.settings.windowMs), now);
    return new HttpError(429, tooManyAttemptsMessage(seconds), undefined, { 'retry-after': String(seconds) });
  }
}
