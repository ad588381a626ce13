import { desc, eq } from 'drizzle-orm';
import type { Database } from '../connect';
import { type QaEventRow, qaEvents } from '../schema';

export interface NewQaEvent {
  readonly sandboxKey: string;
  readonly traceId: string;
  readonly kind: string;
  readonly name: string;
  readonly detail?: Record<string, unknown>;
}

export async function recordQaEvent(db: Database, event: NewQaEvent): Promise<void> {
  await db.insert(qaEvents).values({ ...event, detail: event.detail ?? {} });
}

/** One sandbox's events, newest first. */
export function listQaEvents(db: Database, sandboxKey: string, limit: number): Promise<QaEventRow[]> {
  return db
    .select()
    .from(qaEvents)
    .where(eq(qaEvents.sandboxKey, sandboxKey))
    .orderBy(desc(qaEvents.id))
    .limit(limit);
}
