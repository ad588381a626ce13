import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../connect';
import * as schema from '../schema';

/**
 * Everything an account keeps on the server besides itself: its cart, profile, addresses, card
 * tokens and orders (their lines go with them). Stock an order took stays taken.
 */
const userDataTables = [
  schema.cartItems,
  schema.cartAddRequests,
  schema.orders,
  schema.cardTokens,
  schema.addresses,
  schema.userPhysicalStats,
  schema.userFitAttributes,
  schema.userAgeGroups,
  schema.userPreferredDepartments,
  schema.userShoeSizes,
] as const;

/** Empties one account's data (above), all or nothing. */
export async function deleteUserData(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of userDataTables) await tx.delete(table).where(eq(table.userId, userId));
  });
}

/**
 * Every table but the server's own secrets (its signing key outlives any reset), read from the
 * schema so a table added later is emptied too.
 */
function resettableTables(): string[] {
  const values: unknown[] = Object.values(schema);
  return values
    .filter((value): value is PgTable => is(value, PgTable) && value !== schema.appSecrets)
    .map((table) => getTableName(table));
}

/** Empties every resettable table, numbering restarting at 1, all or nothing. */
export async function emptyEveryTable(db: Database): Promise<void> {
  const names = resettableTables().map((name) => sql.identifier(name));
  await db.execute(sql`TRUNCATE ${sql.join(names, sql`, `)} RESTART IDENTITY CASCADE`);
}
