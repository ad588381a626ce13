import { and, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Now } from '../../clock';
import type { Database } from '../connect';
import { passwordResetCodes, passwordResetTokens } from '../schema';
import { rowsOf } from './rows-of';

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface NewResetCode {
  readonly emailNormalized: string;
  /** `null` for an address without an account (the row then only paces requests). */
  readonly userId: number | null;
  readonly codeHash: string | null;
  readonly requestedAt: Date;
  readonly expiresAt: Date;
}

/**
 * Stores the address's new code in place of any earlier one, unless the earlier one was requested
 * after `resendCutoff`. One statement, so of two requests at once exactly one gets through.
 * Returns false when it was too soon.
 */
export async function replaceResetCode(
  db: Database,
  code: NewResetCode,
  resendCutoff: Date,
): Promise<boolean> {
  const rows = await db
    .insert(passwordResetCodes)
    .values({ ...code, wrongAttempts: 0, consumedAt: null })
    .onConflictDoUpdate({
      target: passwordResetCodes.emailNormalized,
      set: {
        userId: sql`excluded.user_id`,
        codeHash: sql`excluded.code_hash`,
        requestedAt: sql`excluded.requested_at`,
        expiresAt: sql`excluded.expires_at`,
        wrongAttempts: 0,
        consumedAt: null,
      },
      setWhere: lte(passwordResetCodes.requestedAt, resendCutoff),
    })
    .returning({ email: passwordResetCodes.emailNormalized });
  return rows.length > 0;
}

export async function findResetCode(
  db: Database,
  emailNormalized: string,
): Promise<typeof passwordResetCodes.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.emailNormalized, emailNormalized))
    .limit(1);
  return row;
}

export interface CodeAttempt {
  readonly userId: number;
  readonly matched: boolean;
}

/**
 * One try of a live code (not used, not expired at `now.expiry`, fewer than `maxWrongAttempts`
 * wrong tries), in a single statement: the right code is consumed (at `now.real`), a wrong one
 * counts. PostgreSQL serialises the updates of one row, so two right tries at once consume it
 * once, and once the limit is reached no try (right or wrong) matches any more. `undefined` = no
 * live code for the address.
 */
export async function tryResetCode(
  db: Database,
  emailNormalized: string,
  codeHash: string,
  now: Now,
  maxWrongAttempts: number,
): Promise<CodeAttempt | undefined> {
  const matches = sql`${passwordResetCodes.codeHash} = ${codeHash}`;
  const [row] = await db
    .update(passwordResetCodes)
    .set({
      wrongAttempts: sql`CASE WHEN ${matches} THEN ${passwordResetCodes.wrongAttempts} ELSE ${passwordResetCodes.wrongAttempts} + 1 END`,
      consumedAt: sql`CASE WHEN ${matches} THEN ${timestamp(now.real)} ELSE NULL END`,
    })
    .where(
      and(
        eq(passwordResetCodes.emailNormalized, emailNormalized),
        isNotNull(passwordResetCodes.userId),
        isNotNull(passwordResetCodes.codeHash),
        isNull(passwordResetCodes.consumedAt),
        lt(passwordResetCodes.wrongAttempts, maxWrongAttempts),
        gt(passwordResetCodes.expiresAt, now.expiry),
      ),
    )
    .returning({ userId: passwordResetCodes.userId, matched: sql<boolean>`${matches}` });
  if (!row || row.userId === null) return undefined;
  return { userId: row.userId, matched: row.matched };
}

export async function insertResetToken(
  db: Database,
  token: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** Unused and not expired at `expiryNow`. */
export async function isResetTokenUsable(db: Database, tokenHash: string, expiryNow: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, expiryNow),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface PasswordResetDone {
  readonly userId: number;
  readonly emailNormalized: string;
}

/**
 * The whole reset as ONE statement, so it is atomic on both drivers without a transaction: use the
 * token (only if still unused and unexpired: of two uses at once, one wins), set the new password
 * hash, revoke every session of the user, and void the user's other reset tokens and codes.
 * Stamped at `now.real`; the token must not have expired at `now.expiry`. `undefined` = the token
 * was not usable.
 */
export async function resetPasswordWithToken(
  db: Database,
  tokenHash: string,
  passwordHash: string,
  now: Now,
): Promise<PasswordResetDone | undefined> {
  const at = timestamp(now.real);
  const result = await db.execute(sql`
    WITH used AS (
      UPDATE password_reset_tokens SET used_at = ${at}
      WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${timestamp(now.expiry)}
      RETURNING user_id
    ), changed AS (
      UPDATE users SET password_hash = ${passwordHash}, updated_at = ${at}
      WHERE id IN (SELECT user_id FROM used)
      RETURNING id, email_normalized
    ), revoked_sessions AS (
      UPDATE sessions SET revoked_at = ${at}
      WHERE user_id IN (SELECT id FROM changed) AND revoked_at IS NULL
    ), voided_tokens AS (
      UPDATE password_reset_tokens SET used_at = ${at}
      WHERE user_id IN (SELECT id FROM changed) AND used_at IS NULL AND token_hash <> ${tokenHash}
    ), voided_codes AS (
      UPDATE password_reset_codes SET consumed_at = ${at}
      WHERE user_id IN (SELECT id FROM changed) AND consumed_at IS NULL
    )
    SELECT id, email_normalized FROM changed`);
  const [row] = rowsOf<{ id: number; email_normalized: string }>(result);
  return row ? { userId: row.id, emailNormalized: row.email_normalized } : undefined;
}

/** Codes and tokens that can no longer be used, once they no longer pace anything either. */
export async function deleteDeadResetData(db: Database, codesBefore: Date, now: Date): Promise<number> {
  const codes = await db
    .delete(passwordResetCodes)
    .where(lte(passwordResetCodes.requestedAt, codesBefore))
    .returning({ email: passwordResetCodes.emailNormalized });
  const tokens = await db
    .delete(passwordResetTokens)
    .where(or(lte(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
    .returning({ hash: passwordResetTokens.tokenHash });
  return codes.length + tokens.length;
}
