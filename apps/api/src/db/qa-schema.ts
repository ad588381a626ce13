import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What one sandbox's requests caused (demo mode): mails sent, scenarios and defects triggered,
 * data made or reset, orders written. `GET /api/v1/qa/events` lists them; the /qa page's
 * exercises are checked against them.
 */
export const qaEvents = pgTable(
  'qa_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sandboxKey: text('sandbox_key').notNull(),
    /** The trace id of the request that caused it (its reply's `x-trace-id`). */
    traceId: text('trace_id').notNull(),
    /** One of @shop/core/qa `qaEventKinds`. */
    kind: text('kind').notNull(),
    /** The scenario or defect id, the mail's subject, the data call. */
    name: text('name').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('qa_events_sandbox_idx').on(table.sandboxKey, table.id)],
);

export type QaEventRow = typeof qaEvents.$inferSelect;
