import { lte, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { clientRateWindows } from '../schema';

export interface ClientRateWindow {
  readonly calls: number;
  readonly windowEndsAt: Date;
}

/**
 * Counts one call of a client in a single statement, so that servers sharing one PostgreSQL never
 * lose a count: the first call, or the first after the window ended, opens a new window of
 * `windowMs` with a count of 1. Returns the count and window after this call.
 */
export async function countClientCall(
  db: Database,
  clientKey: string,
  now: Date,
  windowMs: number,
): Promise<ClientRateWindow> {
  const ended = sql`${clientRateWindows.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(clientRateWindows)
    .values({ clientKey, calls: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: clientRateWindows.clientKey,
      set: {
        calls: sql`CASE WHEN ${ended} THEN 1 ELSE ${clientRateWindows.calls} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${clientRateWindows.windowEndsAt} END`,
      },
    })
    .returning({ calls: clientRateWindows.calls, windowEndsAt: clientRateWindows.windowEndsAt });
  if (!row) throw new Error('countClientCall: the upsert returned no row');
  return row;
}

export async function deleteEndedClientWindows(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(clientRateWindows)
    .where(lte(clientRateWindows.windowEndsAt, now))
    .returning({ clientKey: clientRateWindows.clientKey });
  return rows.length;
}
