import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../connect';
import { sessions, users } from '../schema';

export async function insertSession(db: Database, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

/**
 * The session's user and expiry while the session is neither revoked nor expired and the user is
 * not locked (a lock set without revoking, as the demo seed sets it, still ends the session).
 */
export async function findActiveSession(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<{ userId: number; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.lockedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Sessions that can never authenticate again: expired or revoked. */
export async function deleteDeadSessions(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
