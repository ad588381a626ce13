import { classroomLimits, classroomMessages, type ClassroomLimitName } from '@shop/core/qa';
import type { Clock } from '../clock';
import type { Database } from '../db/connect';
import { countClientCall } from '../db/repositories/client-rate-repository';
import { HttpError } from '../http/http-error';

/**
 * Counts classroom calls against their limits (@shop/core/qa classroom-limits.ts) in the database,
 * as the credential calls' per-client limit does, so every server behind a proxy shares them.
 * Limits read the server's real clock, never a session's.
 */
export class ClassroomLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Counts one call of `subject` (a sandbox, an address, a class); past the limit, the 429. */
  async count(limit: ClassroomLimitName, subject: string): Promise<void> {
    const { max, windowMs } = classroomLimits[limit];
    const now = this.clock.now();
    const { calls, windowEndsAt } = await countClientCall(
      this.db,
      `classroom:${limit}:${subject}`,
      now,
      windowMs,
    );
    if (calls <= max) return;
    const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
    throw new HttpError(429, classroomMessages.tooMany(seconds), undefined, {
      'retry-after': String(seconds),
    });
  }
}
