import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../connect';
import {
  authStandInFlows,
  authStandInRefreshTokens,
  authStandInSessions,
  authStandInUsers,
  type AuthStandInFlowRow,
  type AuthStandInUserRow,
} from '../schema';

/** The embedded Supabase-Auth stand-in's tables (auth-stand-in-schema.ts). */

export async function insertFlow(db: Database, flow: typeof authStandInFlows.$inferInsert): Promise<void> {
  await db.insert(authStandInFlows).values(flow);
}

export async function findFlow(db: Database, id: string): Promise<AuthStandInFlowRow | undefined> {
  const [row] = await db.select().from(authStandInFlows).where(eq(authStandInFlows.id, id)).limit(1);
  return row;
}

/** Gives the flow its one code, unless it already has one (a double submit of the chooser). */
export async function issueCode(
  db: Database,
  flowId: string,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(authStandInFlows)
    .set({ userId, authCodeHash: codeHash, codeIssuedAt: now })
    .where(
      and(
        eq(authStandInFlows.id, flowId),
        isNull(authStandInFlows.authCodeHash),
        gt(authStandInFlows.expiresAt, now),
      ),
    )
    .returning({ id: authStandInFlows.id });
  return rows.length === 1;
}

export async function findFlowByCode(
  db: Database,
  codeHash: string,
): Promise<AuthStandInFlowRow | undefined> {
  const [row] = await db
    .select()
    .from(authStandInFlows)
    .where(eq(authStandInFlows.authCodeHash, codeHash))
    .limit(1);
  return row;
}

/** Marks the code used; false when another exchange used it first (single use, race-safe). */
export async function consumeCode(db: Database, flowId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authStandInFlows)
    .set({ codeUsedAt: now })
    .where(and(eq(authStandInFlows.id, flowId), isNull(authStandInFlows.codeUsedAt)))
    .returning({ id: authStandInFlows.id });
  return rows.length === 1;
}

/** Flows whose chooser and code are long dead (kept a day for the record, then dropped). */
export async function deleteFlowsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(authStandInFlows).where(lt(authStandInFlows.createdAt, before));
}

export async function findAuthUser(db: Database, id: string): Promise<AuthStandInUserRow | undefined> {
  const [row] = await db.select().from(authStandInUsers).where(eq(authStandInUsers.id, id)).limit(1);
  return row;
}

export async function findAuthUserByEmail(
  db: Database,
  emailNormalized: string,
): Promise<AuthStandInUserRow | undefined> {
  const [row] = await db
    .select()
    .from(authStandInUsers)
    .where(eq(authStandInUsers.emailNormalized, emailNormalized))
    .limit(1);
  return row;
}

/** Inserts the identity unless its id or e-mail exists; returns the row that is there afterwards. */
export async function upsertAuthUser(
  db: Database,
  user: typeof authStandInUsers.$inferInsert,
): Promise<AuthStandInUserRow | undefined> {
  await db.insert(authStandInUsers).values(user).onConflictDoNothing();
  return (await findAuthUser(db, user.id)) ?? (await findAuthUserByEmail(db, user.emailNormalized));
}

export async function touchSignIn(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(authStandInUsers).set({ lastSignInAt: now }).where(eq(authStandInUsers.id, userId));
}

export async function insertAuthSession(
  db: Database,
  session: typeof authStandInSessions.$inferInsert,
  refreshTokenHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(authStandInSessions).values(session);
    await tx
      .insert(authStandInRefreshTokens)
      .values({ tokenHash: refreshTokenHash, sessionId: session.id, createdAt: session.createdAt });
  });
}

export async function findLiveSession(db: Database, sessionId: string) {
  const [row] = await db
    .select()
    .from(authStandInSessions)
    .where(and(eq(authStandInSessions.id, sessionId), isNull(authStandInSessions.revokedAt)))
    .limit(1);
  return row;
}

export type RefreshOutcome =
  | { readonly kind: 'rotated'; readonly sessionId: string; readonly userId: string }
  | { readonly kind: 'used' }
  | { readonly kind: 'unknown' };

/** Uses a refresh token once and stores its successor, in one transaction. */
export async function rotateRefreshToken(
  db: Database,
  tokenHash: string,
  nextHash: string,
  now: Date,
): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(authStandInRefreshTokens)
      .set({ usedAt: now })
      .where(and(eq(authStandInRefreshTokens.tokenHash, tokenHash), isNull(authStandInRefreshTokens.usedAt)))
      .returning({ sessionId: authStandInRefreshTokens.sessionId });
    if (!used) {
      const [known] = await tx
        .select({ hash: authStandInRefreshTokens.tokenHash })
        .from(authStandInRefreshTokens)
        .where(eq(authStandInRefreshTokens.tokenHash, tokenHash))
        .limit(1);
      return { kind: known ? 'used' : 'unknown' } as const;
    }
    const [session] = await tx
      .select({ userId: authStandInSessions.userId })
      .from(authStandInSessions)
      .where(and(eq(authStandInSessions.id, used.sessionId), isNull(authStandInSessions.revokedAt)))
      .limit(1);
    if (!session) return { kind: 'unknown' } as const;
    await tx
      .insert(authStandInRefreshTokens)
      .values({ tokenHash: nextHash, sessionId: used.sessionId, createdAt: now });
    return { kind: 'rotated', sessionId: used.sessionId, userId: session.userId } as const;
  });
}

/** Revokes one session, or every session of its user (`global`), or the user's others. */
export async function revokeAuthSessions(
  db: Database,
  sessionId: string,
  userId: string,
  scope: 'local' | 'global' | 'others',
  now: Date,
): Promise<void> {
  const which =
    scope === 'local'
      ? eq(authStandInSessions.id, sessionId)
      : scope === 'global'
        ? eq(authStandInSessions.userId, userId)
        : and(eq(authStandInSessions.userId, userId), ne(authStandInSessions.id, sessionId));
  await db
    .update(authStandInSessions)
    .set({ revokedAt: now })
    .where(and(which, isNull(authStandInSessions.revokedAt)));
}
