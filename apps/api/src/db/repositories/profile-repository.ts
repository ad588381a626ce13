import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../connect';
import {
  ageGroups,
  fitAttributeOptions,
  genders,
  shoeSizes,
  userAgeGroups,
  userFitAttributes,
  userPhysicalStats,
  userPreferredDepartments,
  userShoeSizes,
} from '../schema';

/*
 * The profile's statements (spec §7 Profile). Every save is ONE `INSERT … ON CONFLICT (user_id) DO
 * UPDATE`: parallel saves of one user on PostgreSQL serialise on the row and the last one wins
 * whole, never a mix. `created_at` is the first save's, `updated_at` the latest's.
 */

export type FitOptionRow = typeof fitAttributeOptions.$inferSelect;

/** Every reference row, in id order (the lists' display order). */
export async function findProfileReference(db: Database) {
  const [ageGroupRows, fitOptionRows, genderRows, shoeSizeRows] = await Promise.all([
    db.select().from(ageGroups).orderBy(asc(ageGroups.id)),
    db
      .select()
      .from(fitAttributeOptions)
      .orderBy(asc(fitAttributeOptions.displayOrder), asc(fitAttributeOptions.id)),
    db.select().from(genders).orderBy(asc(genders.id)),
    db.select().from(shoeSizes).orderBy(asc(shoeSizes.id)),
  ]);
  return { ageGroups: ageGroupRows, fitOptions: fitOptionRows, genders: genderRows, shoeSizes: shoeSizeRows };
}

export type ProfileReferenceRows = Awaited<ReturnType<typeof findProfileReference>>;

// Physical stats

export type PhysicalStatsRow = typeof userPhysicalStats.$inferSelect;
export type PhysicalStatsValues = Omit<PhysicalStatsRow, 'userId' | 'createdAt' | 'updatedAt'>;

export async function findPhysicalStats(db: Database, userId: number): Promise<PhysicalStatsRow | undefined> {
  const [row] = await db.select().from(userPhysicalStats).where(eq(userPhysicalStats.userId, userId));
  return row;
}

export async function upsertPhysicalStats(
  db: Database,
  userId: number,
  values: PhysicalStatsValues,
  now: Date,
): Promise<PhysicalStatsRow> {
  const [row] = await db
    .insert(userPhysicalStats)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userPhysicalStats.userId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('Upsert of physical stats returned no row');
  return row;
}

/** Whether there was a record to delete. */
export async function deletePhysicalStats(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .delete(userPhysicalStats)
    .where(eq(userPhysicalStats.userId, userId))
    .returning({ userId: userPhysicalStats.userId });
  return rows.length > 0;
}

// Fit attributes

export type UserFitRow = typeof userFitAttributes.$inferSelect;
/** The option id per attribute column; null = no option chosen for that attribute. */
export type FitSelection = Pick<
  UserFitRow,
  'shoulderOptionId' | 'waistOptionId' | 'thighsOptionId' | 'hipsOptionId'
>;

export async function findUserFit(db: Database, userId: number): Promise<UserFitRow | undefined> {
  const [row] = await db.select().from(userFitAttributes).where(eq(userFitAttributes.userId, userId));
  return row;
}

/** The record becomes exactly `selection` (attributes not chosen are cleared), in one statement. */
export async function upsertUserFit(
  db: Database,
  userId: number,
  selection: FitSelection,
  now: Date,
): Promise<UserFitRow> {
  const [row] = await db
    .insert(userFitAttributes)
    .values({ userId, ...selection, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userFitAttributes.userId, set: { ...selection, updatedAt: now } })
    .returning();
  if (!row) throw new Error('Upsert of fit attributes returned no row');
  return row;
}

export async function deleteUserFit(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .delete(userFitAttributes)
    .where(eq(userFitAttributes.userId, userId))
    .returning({ userId: userFitAttributes.userId });
  return rows.length > 0;
}

// Age group

export type UserAgeGroupRow = typeof userAgeGroups.$inferSelect;

export async function findUserAgeGroup(db: Database, userId: number): Promise<UserAgeGroupRow | undefined> {
  const [row] = await db.select().from(userAgeGroups).where(eq(userAgeGroups.userId, userId));
  return row;
}

export async function upsertUserAgeGroup(
  db: Database,
  userId: number,
  ageGroupId: number,
  now: Date,
): Promise<UserAgeGroupRow> {
  const [row] = await db
    .insert(userAgeGroups)
    .values({ userId, ageGroupId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userAgeGroups.userId, set: { ageGroupId, updatedAt: now } })
    .returning();
  if (!row) throw new Error('Upsert of the age group returned no row');
  return row;
}

export async function deleteUserAgeGroup(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .delete(userAgeGroups)
    .where(eq(userAgeGroups.userId, userId))
    .returning({ userId: userAgeGroups.userId });
  return rows.length > 0;
}

// Preferred department

export type PreferredDepartmentRow = typeof userPreferredDepartments.$inferSelect;

/** The active preference only (a deactivated one reads as none). */
export async function findActiveDepartment(
  db: Database,
  userId: number,
): Promise<PreferredDepartmentRow | undefined> {
  const [row] = await db
    .select()
    .from(userPreferredDepartments)
    .where(and(eq(userPreferredDepartments.userId, userId), eq(userPreferredDepartments.isActive, true)));
  return row;
}

/** Sets (and re-activates) the preference. */
export async function upsertDepartment(
  db: Database,
  userId: number,
  genderId: number,
  now: Date,
): Promise<PreferredDepartmentRow> {
  const [row] = await db
    .insert(userPreferredDepartments)
    .values({ userId, genderId, isActive: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userPreferredDepartments.userId,
      set: { genderId, isActive: true, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('Upsert of the preferred department returned no row');
  return row;
}

/** Whether there was an active preference to deactivate. */
export async function deactivateDepartment(db: Database, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userPreferredDepartments)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(userPreferredDepartments.userId, userId), eq(userPreferredDepartments.isActive, true)))
    .returning({ userId: userPreferredDepartments.userId });
  return rows.length > 0;
}

// Shoe size

export type UserShoeSizeRow = typeof userShoeSizes.$inferSelect;

export async function findUserShoeSize(db: Database, userId: number): Promise<UserShoeSizeRow | undefined> {
  const [row] = await db.select().from(userShoeSizes).where(eq(userShoeSizes.userId, userId));
  return row;
}

export async function upsertUserShoeSize(
  db: Database,
  userId: number,
  choice: { readonly shoeSizeId: number; readonly width: string },
  now: Date,
): Promise<UserShoeSizeRow> {
  const [row] = await db
    .insert(userShoeSizes)
    .values({ userId, ...choice, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userShoeSizes.userId, set: { ...choice, updatedAt: now } })
    .returning();
  if (!row) throw new Error('Upsert of the shoe size returned no row');
  return row;
}

export async function deleteUserShoeSize(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .delete(userShoeSizes)
    .where(eq(userShoeSizes.userId, userId))
    .returning({ userId: userShoeSizes.userId });
  return rows.length > 0;
}
