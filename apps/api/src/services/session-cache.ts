import type { SessionChange } from '../db/session-notices';

/** An active session as the database last answered for it. */
export interface CachedSession {
  readonly userId: number;
  readonly expiresAt: Date;
}

/**
 * Bound on the sessions kept: far above a class on one machine (500 learners, a few sessions each),
 * small in memory (~200 bytes an entry); the least recently used go first.
 */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

/**
 * The sessions a bearer check found active, so the next check of the same token needs no
 * statement (a third of the statements of a cart round on the embedded database). Used only where
 * the database's session notices reach this process before the revoking write's promise resolves
 * (PGlite: `DatabaseHandle.noticesBeforeReply`), so a session revoked, deleted or whose user was
 * locked is forgotten before anyone can learn the write happened. Expiry is checked on every hit.
 *
 * A read races a revoke when the notice arrives between the database's answer and the `remember`
 * that follows it: every notice moves the generation, and an answer read in an older generation is
 * not kept.
 */
export class SessionCache {
  private readonly sessions = new Map<string, CachedSession>();
  private generation = 0;

  /** Call before reading the session from the database; hand the result to {@link remember}. */
  currentGeneration(): number {
    return this.generation;
  }

  /** The session if it is kept and not expired at `now`. */
  find(sessionId: string, now: Date): CachedSession | undefined {
    const session = this.sessions.get(sessionId);
    if (!session) return undefined;
    if (session.expiresAt.getTime() <= now.getTime()) {
      this.sessions.delete(sessionId);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as most recently used.
    this.sessions.delete(sessionId);
    this.sessions.set(sessionId, session);
    return session;
  }

  /** Keeps a session the database answered as active, unless a notice came since `generation`. */
  remember(sessionId: string, session: CachedSession, generation: number): void {
    if (generation !== this.generation) return;
    this.sessions.set(sessionId, session);
    for (const oldest of this.sessions.keys()) {
      if (this.sessions.size <= SESSION_CACHE_MAX_ENTRIES) break;
      this.sessions.delete(oldest);
    }
  }

  /** A notice from the database (db/session-notices.ts). */
  changed(change: SessionChange): void {
    this.generation += 1;
    if (change === 'everything') {
      this.sessions.clear();
    } else if ('sessions' in change) {
      for (const id of change.sessions) this.sessions.delete(id);
    } else {
      const users = new Set(change.users);
      for (const [id, session] of this.sessions) if (users.has(session.userId)) this.sessions.delete(id);
    }
  }
}
