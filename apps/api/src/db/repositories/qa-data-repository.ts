import { eq } from 'drizzle-orm';
import type { Database } from '../connect';
import {
  cartAddRequests,
  cartItems,
  userAgeGroups,
  userFitAttributes,
  userPhysicalStats,
  userPreferredDepartments,
  userShoeSizes,
} from '../schema';

/** Everything an account keeps on the server besides itself: its cart and its profile. */
const userDataTables = [
  cartItems,
  cartAddRequests,
  userPhysicalStats,
  userFitAttributes,
  userAgeGroups,
  userPreferredDepartments,
  userShoeSizes,
] as const;

/** Empties one account's cart and profile, all or nothing. */
export async function deleteUserData(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of userDataTables) await tx.delete(table).where(eq(table.userId, userId));
  });
}
