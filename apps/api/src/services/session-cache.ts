import type { SessionChange } from '../db/session-notices';
import { KeptAnswers } from './kept-answers';

/** An active session as the database last answered for it. */
export interface CachedSession {
  readonly userId: number;
  readonly expiresAt: Date;
}

/**
 * Bound on the sessions kept: far above a class on one machine (500 learners, a few sessions each),
 * small in memory (~200 bytes an entry).
 */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

/**
 * The sessions a bearer check found active, by session id, so the next check of the same token
 * needs no statement. Used only where the database's notices reach this process before the
 * revoking write's promise resolves (PGlite: `DatabaseHandle.noticesBeforeReply`), so a session
 * revoked, deleted or whose user was locked is forgotten before anyone can learn the write
 * happened. The caller checks expiry on every answer.
 */
export class SessionCache extends KeptAnswers<string, CachedSession> {
  constructor() {
    super(SESSION_CACHE_MAX_ENTRIES);
  }

  /** A notice from the database (db/session-notices.ts). */
  changed(change: SessionChange): void {
    if (change === 'everything') this.clear();
    else if ('sessions' in change) this.forget(change.sessions);
    else {
      const users = new Set(change.users);
      this.forgetWhere((session) => users.has(session.userId));
    }
  }
}
