import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { type AuthFailureKind, authFailures } from '../schema';

export interface FailureWindow {
  readonly failures: number;
  readonly windowStartedAt: Date;
}

const key = (kind: AuthFailureKind, emailNormalized: string) =>
  and(eq(authFailures.kind, kind), eq(authFailures.emailNormalized, emailNormalized));

/** The address's failures in the window that is still open (it started after `windowCutoff`). */
export async function findOpenFailureWindow(
  db: Database,
  kind: AuthFailureKind,
  emailNormalized: string,
  windowCutoff: Date,
): Promise<FailureWindow | undefined> {
  const [row] = await db
    .select({ failures: authFailures.failures, windowStartedAt: authFailures.windowStartedAt })
    .from(authFailures)
    .where(and(key(kind, emailNormalized), gt(authFailures.windowStartedAt, windowCutoff)))
    .limit(1);
  return row;
}

/**
 * Counts one failure in a single statement (no lost updates under PostgreSQL's concurrency): the
 * first failure, or the first after the window closed, opens a new window with a count of 1.
 * Returns the count and window after this failure.
 */
export async function recordFailure(
  db: Database,
  kind: AuthFailureKind,
  emailNormalized: string,
  now: Date,
  windowCutoff: Date,
): Promise<FailureWindow> {
  const closed = sql`${authFailures.windowStartedAt} <= ${windowCutoff.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(authFailures)
    .values({ kind, emailNormalized, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [authFailures.kind, authFailures.emailNormalized],
      set: {
        failures: sql`CASE WHEN ${closed} THEN 1 ELSE ${authFailures.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${closed} THEN excluded.window_started_at ELSE ${authFailures.windowStartedAt} END`,
      },
    })
    .returning({ failures: authFailures.failures, windowStartedAt: authFailures.windowStartedAt });
  if (!row) throw new Error('recordFailure: the upsert returned no row');
  return row;
}

export async function clearFailures(
  db: Database,
  kind: AuthFailureKind,
  emailNormalized: string,
): Promise<void> {
  await db.delete(authFailures).where(key(kind, emailNormalized));
}

export async function deleteClosedFailureWindows(db: Database, windowCutoff: Date): Promise<number> {
  const rows = await db
    .delete(authFailures)
    .where(lte(authFailures.windowStartedAt, windowCutoff))
    .returning({ kind: authFailures.kind });
  return rows.length;
}
