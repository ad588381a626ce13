import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../connect';
import { sessions, type UserRow, users } from '../schema';

export type NewUser = Omit<typeof users.$inferInsert, 'id'>;

export async function findUserByEmail(db: Database, emailNormalized: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.emailNormalized, emailNormalized)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Inserts the user unless the address (or, for a demo account, its kind) is taken; `undefined`
 * then. One statement: on PostgreSQL a concurrent insert of the same address waits for the first
 * and does nothing, so two sign-ups race to one row and never to a unique-violation error.
 */
export async function insertUserUnlessTaken(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

/**
 * A demo account's twin for one sandbox (qa/demo-sandbox.ts), made by the first sign-in there:
 * two parallel first sign-ins meet at the unique address and both get the one row.
 */
export async function insertTwinUnlessExists(db: Database, twin: NewUser): Promise<UserRow> {
  const inserted = await insertUserUnlessTaken(db, twin);
  if (inserted) return inserted;
  const existing = await findUserByEmail(db, twin.emailNormalized);
  if (!existing) throw new Error(`The twin ${twin.emailNormalized} was neither inserted nor found`);
  return existing;
}

/** Gives a seeded account the persona a newer seed knows for it (a twin copies it from there). */
export async function setPersonaIfUnset(
  db: Database,
  emailNormalized: string,
  persona: NonNullable<UserRow['persona']>,
): Promise<void> {
  await db
    .update(users)
    .set({ persona })
    .where(and(eq(users.emailNormalized, emailNormalized), isNull(users.persona)));
}

/** Which of these normalised addresses have an account. */
export async function findTakenEmails(
  db: Database,
  emailsNormalized: readonly string[],
): Promise<Set<string>> {
  if (emailsNormalized.length === 0) return new Set();
  const rows = await db
    .select({ email: users.emailNormalized })
    .from(users)
    .where(inArray(users.emailNormalized, [...emailsNormalized]));
  return new Set(rows.map((row) => row.email));
}

/**
 * Locks the account (sign-in then answers 423) and revokes every live session in the same
 * transaction: a lock that left signed-in browsers working would lock nobody out.
 */
export async function lockUser(db: Database, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ lockedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  });
}

/** The account linked to a Supabase Auth user (Google sign-in). */
export async function findUserByAuthUserId(db: Database, authUserId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.authUserId, authUserId)).limit(1);
  return row;
}

/** Links the account to the auth user unless it is linked already; the row when it now is. */
export async function linkAuthUser(
  db: Database,
  userId: number,
  authUserId: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ authUserId, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.authUserId)))
    .returning();
  return row;
}
