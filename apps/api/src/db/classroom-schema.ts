import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * Classroom mode (demo mode): classes a teacher's sandbox made, and the sandboxes that joined
 * them. Times are written by the app from its injected clock, so tests can end a class.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const qaClasses = pgTable(
  'qa_classes',
  {
    /** The join code (@shop/core/qa classroom.ts `CLASS_CODE_ALPHABET`). */
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** The exercises the class counts, in catalogue order. */
    exerciseIds: text('exercise_ids').array().notNull(),
    endsAt: at('ends_at').notNull(),
    /**
     * SHA-256 (hex) of the teacher key. The key itself is never stored: it is derived from the
     * server's secret, the code and `created_at`, so the sandbox that made the class can be shown
     * its link again.
     */
    teacherKeyHash: text('teacher_key_hash').notNull(),
    createdBySandbox: text('created_by_sandbox').notNull(),
    /** Live scenario names and `+defect` ids the teacher switched on for the whole class. */
    switches: text('switches')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('qa_classes_created_by_idx').on(table.createdBySandbox, table.createdAt),
    check('qa_classes_code_shape', sql`${table.code} ~ '^[A-Z0-9]{6}$'`),
  ],
);

export const qaClassLearners = pgTable(
  'qa_class_learners',
  {
    classCode: text('class_code')
      .notNull()
      .references(() => qaClasses.code, { onDelete: 'cascade' }),
    /** A sandbox is in one class at a time. */
    sandboxKey: text('sandbox_key').primaryKey(),
    nickname: text('nickname').notNull(),
    joinedAt: at('joined_at').notNull(),
  },
  (table) => [
    // One nickname per class whatever its letter case ("Asha" and "asha" would look alike on the board).
    uniqueIndex('qa_class_learners_nickname_unique').on(table.classCode, sql`lower(${table.nickname})`),
  ],
);

export type QaClassRow = typeof qaClasses.$inferSelect;
export type QaClassLearnerRow = typeof qaClassLearners.$inferSelect;
