import { eq } from 'drizzle-orm';
import type { Database } from '../connect';
import { appSecrets } from '../schema';

/**
 * The stored secret, or `candidate` stored as it. Two servers starting at once both insert with
 * DO NOTHING and then read the one row that won, so they agree on the value.
 */
export async function getOrCreateSecret(
  db: Database,
  name: string,
  candidate: string,
  now: Date,
): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate, createdAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name))
    .limit(1);
  if (!row) throw new Error(`Secret ${name} is missing right after its insert`);
  return row.value;
}
