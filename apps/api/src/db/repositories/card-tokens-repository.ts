import type { CardBrand } from '@shop/core/checkout';
import type { CardOutcome } from '@shop/core/payments';
import { sql } from 'drizzle-orm';
import type { Now } from '../../clock';
import type { Database } from '../connect';
import { rowsOf } from './rows-of';

export interface CardTokenRow {
  readonly token: string;
  readonly userId: number;
  readonly brand: CardBrand;
  readonly last4: string;
  readonly outcome: CardOutcome | 'notTestCard';
  readonly codeHash: string | null;
  readonly codeExpiresAt: Date | null;
  readonly wrongCodes: number;
  readonly verifiedAt: Date | null;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

const COLUMNS = sql`token, user_id AS "userId", brand, last4, outcome, code_hash AS "codeHash",
  code_expires_at AS "codeExpiresAt", wrong_codes AS "wrongCodes", verified_at AS "verifiedAt",
  expires_at AS "expiresAt", used_at AS "usedAt"`;

/** Timestamps come back as Date on node-postgres and as text on some PGlite paths: one shape here. */
function normalize(row: CardTokenRow | undefined): CardTokenRow | undefined {
  if (!row) return undefined;
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    codeExpiresAt: date(row.codeExpiresAt),
    verifiedAt: date(row.verifiedAt),
    expiresAt: new Date(row.expiresAt),
    usedAt: date(row.usedAt),
  };
}

export async function insertCardToken(
  db: Database,
  row: Omit<CardTokenRow, 'wrongCodes' | 'verifiedAt' | 'usedAt'>,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO card_tokens (token, user_id, brand, last4, outcome, code_hash, code_expires_at, expires_at)
    VALUES (${row.token}, ${row.userId}::int, ${row.brand}, ${row.last4}, ${row.outcome}, ${row.codeHash},
            ${row.codeExpiresAt?.toISOString() ?? null}::timestamptz, ${row.expiresAt.toISOString()}::timestamptz)`);
}

/** The user's token (another user's reads as none). */
export async function findCardToken(
  db: Database,
  userId: number,
  token: string,
): Promise<CardTokenRow | undefined> {
  const result = await db.execute(sql`
    SELECT ${COLUMNS} FROM card_tokens WHERE token = ${token} AND user_id = ${userId}::int`);
  return normalize(rowsOf<CardTokenRow>(result)[0]);
}

/**
 * One code attempt, atomically: a right code (not expired at `now.expiry`, fewer than `maxWrong`
 * misses) verifies the token at `now.real`; a wrong one counts. Returns the row after the attempt,
 * or undefined for no such token.
 */
export async function tryCardCode(
  db: Database,
  userId: number,
  token: string,
  codeHash: string,
  now: Now,
  maxWrong: number,
): Promise<{ matched: boolean; row: CardTokenRow } | undefined> {
  const result = await db.execute(sql`
    UPDATE card_tokens SET
      verified_at = CASE WHEN code_hash = ${codeHash} THEN ${now.real.toISOString()}::timestamptz ELSE verified_at END,
      wrong_codes = CASE WHEN code_hash = ${codeHash} THEN wrong_codes ELSE wrong_codes + 1 END
    WHERE token = ${token} AND user_id = ${userId}::int AND verified_at IS NULL AND used_at IS NULL
      AND code_hash IS NOT NULL AND wrong_codes < ${maxWrong}::int
      AND code_expires_at > ${now.expiry.toISOString()}::timestamptz
    RETURNING ${COLUMNS}, (code_hash = ${codeHash}) AS matched`);
  const row = rowsOf<CardTokenRow & { matched: boolean }>(result)[0];
  if (!row) return undefined;
  const { matched, ...rest } = row;
  return { matched, row: normalize(rest) as CardTokenRow };
}

/**
 * Forgets the user's expired tokens (an order keeps its own copy of the card's brand and last
 * digits), then says how many unused live ones are left and when the oldest of them expires.
 */
export async function pruneCardTokens(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ live: number; oldestExpiresAt: Date | null }> {
  await db.execute(sql`
    DELETE FROM card_tokens
    WHERE user_id = ${userId}::int AND expires_at <= ${now.toISOString()}::timestamptz`);
  const result = await db.execute(sql`
    SELECT count(*)::int AS live, min(expires_at) AS "oldestExpiresAt"
    FROM card_tokens WHERE user_id = ${userId}::int AND used_at IS NULL`);
  const row = rowsOf<{ live: number; oldestExpiresAt: Date | string | null }>(result)[0];
  return {
    live: row?.live ?? 0,
    oldestExpiresAt: row?.oldestExpiresAt ? new Date(row.oldestExpiresAt) : null,
  };
}
