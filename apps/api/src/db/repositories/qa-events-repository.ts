import { desc, eq, sql } from 'drizzle-orm';
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

/** What the exercises read of an event: its kind, name and some fields of its detail. */
export interface QaEventFactRow {
  readonly kind: string;
  readonly name: string;
  readonly detail: Record<string, unknown>;
}

// Both drivers hand jsonb over parsed; a text form is parsed here all the same.
const asDetail = (value: unknown): Record<string, unknown> =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Record<string, unknown>;

/**
 * An event's detail as the exercises read it: only `detailFields` of it, so that alike events
 * (a suite polling the mailbox) are one distinct fact.
 */
export function factDetail(detailFields: readonly string[]) {
  const pairs = detailFields.map((field) => sql`${field}::text, ${qaEvents.detail} -> ${field}::text`);
  const projected =
    pairs.length === 0
      ? sql`'{}'::jsonb`
      : sql`jsonb_strip_nulls(jsonb_build_object(${sql.join(pairs, sql`, `)}))`;
  return projected.mapWith(asDetail);
}

/**
 * Each distinct (kind, name, `detailFields` of the detail) among ALL of one sandbox's events, not
 * only the newest page: an exercise solved long ago stays solved, and a sandbox that caused
 * thousands of alike events (a suite polling the mailbox) still yields a few rows.
 */
export function listDistinctQaEventFacts(
  db: Database,
  sandboxKey: string,
  detailFields: readonly string[],
): Promise<QaEventFactRow[]> {
  return db
    .selectDistinct({
      kind: qaEvents.kind,
      name: qaEvents.name,
      detail: factDetail(detailFields),
    })
    .from(qaEvents)
    .where(eq(qaEvents.sandboxKey, sandboxKey));
}
