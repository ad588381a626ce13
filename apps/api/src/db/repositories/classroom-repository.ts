import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { qaClasses, qaClassLearners, type QaClassLearnerRow, type QaClassRow, qaEvents } from '../schema';
import { factDetail } from './qa-events-repository';
import { rowsOf } from './rows-of';

/** A new class; false when its code is taken (the caller draws another). */
export async function insertClass(db: Database, row: typeof qaClasses.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(qaClasses)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: qaClasses.code });
  return inserted.length === 1;
}

export async function findClass(db: Database, code: string): Promise<QaClassRow | undefined> {
  const [row] = await db.select().from(qaClasses).where(eq(qaClasses.code, code));
  return row;
}

/** The classes one sandbox made, newest first. */
export function classesMadeBy(db: Database, sandboxKey: string, limit: number): Promise<QaClassRow[]> {
  return db
    .select()
    .from(qaClasses)
    .where(eq(qaClasses.createdBySandbox, sandboxKey))
    .orderBy(desc(qaClasses.createdAt))
    .limit(limit);
}

export interface MembershipRow {
  readonly learner: QaClassLearnerRow;
  readonly class: QaClassRow;
}

/** The class a sandbox joined (running or ended), if any. */
export async function membershipOf(db: Database, sandboxKey: string): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select({ learner: qaClassLearners, class: qaClasses })
    .from(qaClassLearners)
    .innerJoin(qaClasses, eq(qaClasses.code, qaClassLearners.classCode))
    .where(eq(qaClassLearners.sandboxKey, sandboxKey));
  return row;
}

export type JoinOutcome =
  | { readonly joined: MembershipRow }
  | { readonly refused: 'no-class' | 'ended' | 'already-in-class' | 'full' | 'nickname-taken' };

export interface JoinRequest {
  readonly code: string;
  readonly sandboxKey: string;
  readonly nickname: string;
  readonly now: Date;
  readonly learnersMax: number;
}

/**
 * A sandbox joins a class, all or nothing. The class's row is locked first, so that joins of one
 * class take turns on PostgreSQL and two cannot both take its last place. A sandbox still listed
 * in a class that has ended leaves it on the way; one in a running class is refused.
 */
export function joinClass(db: Database, request: JoinRequest): Promise<JoinOutcome> {
  const { code, sandboxKey, nickname, now, learnersMax } = request;
  return db.transaction(async (tx): Promise<JoinOutcome> => {
    const [found] = await tx.select().from(qaClasses).where(eq(qaClasses.code, code)).for('update');
    if (!found) return { refused: 'no-class' };
    if (found.endsAt <= now) return { refused: 'ended' };
    const [current] = await tx
      .select({ endsAt: qaClasses.endsAt })
      .from(qaClassLearners)
      .innerJoin(qaClasses, eq(qaClasses.code, qaClassLearners.classCode))
      .where(eq(qaClassLearners.sandboxKey, sandboxKey));
    if (current && current.endsAt > now) return { refused: 'already-in-class' };
    if (current) await tx.delete(qaClassLearners).where(eq(qaClassLearners.sandboxKey, sandboxKey));
    const [{ learners } = { learners: 0 }] = await tx
      .select({ learners: count() })
      .from(qaClassLearners)
      .where(eq(qaClassLearners.classCode, code));
    if (learners >= learnersMax) return { refused: 'full' };
    const [learner] = await tx
      .insert(qaClassLearners)
      .values({ classCode: code, sandboxKey, nickname, joinedAt: now })
      .onConflictDoNothing()
      .returning();
    if (learner) return { joined: { learner, class: found } };
    // Either the nickname is taken, or the same sandbox joined another class at this moment.
    const [taken] = await tx
      .select({ nickname: qaClassLearners.nickname })
      .from(qaClassLearners)
      .where(
        and(
          eq(qaClassLearners.classCode, code),
          sql`lower(${qaClassLearners.nickname}) = lower(${nickname})`,
        ),
      );
    return { refused: taken ? 'nickname-taken' : 'already-in-class' };
  });
}

/** True when the sandbox was a learner of the class. */
export async function leaveClass(db: Database, code: string, sandboxKey: string): Promise<boolean> {
  const deleted = await db
    .delete(qaClassLearners)
    .where(and(eq(qaClassLearners.classCode, code), eq(qaClassLearners.sandboxKey, sandboxKey)))
    .returning({ sandboxKey: qaClassLearners.sandboxKey });
  return deleted.length === 1;
}

export async function setClassSwitches(
  db: Database,
  code: string,
  switches: readonly string[],
): Promise<void> {
  await db
    .update(qaClasses)
    .set({ switches: [...switches] })
    .where(eq(qaClasses.code, code));
}

export function learnersOf(db: Database, code: string): Promise<QaClassLearnerRow[]> {
  return db.select().from(qaClassLearners).where(eq(qaClassLearners.classCode, code));
}

export interface LessonFactRow {
  readonly sandboxKey: string;
  readonly kind: string;
  readonly name: string;
  readonly detail: Record<string, unknown>;
  /** The first time the learner caused it during the lesson. */
  readonly createdAt: Date;
}

/**
 * What each learner of a class did during the lesson (from joining until `endsAt`), as distinct
 * facts the exercises read (`detailFields` of each event's detail): a few rows per learner
 * however many alike events they caused.
 */
export function lessonFacts(
  db: Database,
  code: string,
  endsAt: Date,
  detailFields: readonly string[],
): Promise<LessonFactRow[]> {
  return (
    db
      .select({
        sandboxKey: qaEvents.sandboxKey,
        kind: qaEvents.kind,
        name: qaEvents.name,
        detail: factDetail(detailFields),
        createdAt: sql<Date>`min(${qaEvents.createdAt})`.mapWith(qaEvents.createdAt),
      })
      .from(qaClassLearners)
      .innerJoin(
        qaEvents,
        and(
          eq(qaEvents.sandboxKey, qaClassLearners.sandboxKey),
          gte(qaEvents.createdAt, qaClassLearners.joinedAt),
        ),
      )
      .where(and(eq(qaClassLearners.classCode, code), lte(qaEvents.createdAt, endsAt)))
      // By position: the detail's expression carries parameters, which PostgreSQL would not match.
      .groupBy(sql`1, 2, 3, 4`)
  );
}

/**
 * What changes whenever the board may have: the class's switches, how many learners, the latest
 * join, and the newest event of any learner (one backward step on the events' (sandbox, id) index per learner).
 */
export async function boardFingerprint(db: Database, code: string): Promise<string> {
  const result = await db.execute(sql`
    SELECT concat_ws(
      ':',
      (SELECT ${qaClasses.switches}::text FROM ${qaClasses} WHERE ${qaClasses.code} = ${code}),
      count(*),
      max(${qaClassLearners.joinedAt})::text,
      max(latest.id)
    ) AS fingerprint
    FROM ${qaClassLearners}
    LEFT JOIN LATERAL (
      SELECT ${qaEvents.id} AS id FROM ${qaEvents}
      WHERE ${qaEvents.sandboxKey} = ${qaClassLearners.sandboxKey}
      ORDER BY ${qaEvents.id} DESC LIMIT 1
    ) AS latest ON true
    WHERE ${qaClassLearners.classCode} = ${code}`);
  return rowsOf<{ fingerprint: string }>(result)[0]?.fingerprint ?? '';
}
