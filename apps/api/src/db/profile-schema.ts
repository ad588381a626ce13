import { SHOE_WIDTHS } from '@shop/core/profile';
import { HEIGHT_UNITS, WEIGHT_UNITS } from '@shop/core/users';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts-schema';

/*
 * The profile (spec §3, §7 Profile). Reference tables hold what a shopper can choose from; their
 * rows and ids come from @shop/core's content/profile-reference.ts (db/seed.ts), never typed here.
 * A user's choices are one row per user and area (user_id is the primary key), so every save is
 * one `INSERT … ON CONFLICT (user_id) DO UPDATE` and parallel saves leave exactly one record.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

const userKey = () =>
  integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

/** `IN ('a', 'b')` from a constant list (the constants are ours, never a client's text). */
const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const ageGroups = pgTable('age_groups', {
  id: integer('id').primaryKey(),
  ageRange: text('age_range').notNull().unique(),
});

/** One row per option: `fitAttributeIds` are these ids; an attribute is its options' name. */
export const fitAttributeOptions = pgTable(
  'fit_attribute_options',
  {
    id: integer('id').primaryKey(),
    attributeName: text('attribute_name').notNull(),
    category: text('category').notNull(),
    value: text('value').notNull(),
    /** Order of the attribute in the list (options keep their id order within it). */
    displayOrder: integer('display_order').notNull(),
  },
  (table) => [unique('fit_attribute_options_attribute_value_unique').on(table.attributeName, table.value)],
);

export const genders = pgTable('genders', {
  id: integer('id').primaryKey(),
  gender: text('gender').notNull().unique(),
});

/** Indian/UK sizes as numbers (3, 3.5 … 12): double precision reads 8.5 back exactly. */
export const shoeSizes = pgTable(
  'shoe_sizes',
  {
    id: integer('id').primaryKey(),
    size: doublePrecision('size').notNull().unique(),
  },
  (table) => [check('shoe_sizes_size_positive', sql`${table.size} > 0`)],
);

/**
 * Height and weight in both units (§3: the reply has the pair of the unit saved). The saved value
 * is kept as sent; the other unit is its exact conversion (not rounded), for whoever reads it.
 */
export const userPhysicalStats = pgTable(
  'user_physical_stats',
  {
    userId: userKey(),
    heightUnit: text('height_unit').notNull(),
    weightUnit: text('weight_unit').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    heightFt: doublePrecision('height_ft').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    weightLb: doublePrecision('weight_lb').notNull(),
    ...timestamps,
  },
  (table) => [
    check('user_physical_stats_height_unit', sql`${table.heightUnit} IN (${oneOf(HEIGHT_UNITS)})`),
    check('user_physical_stats_weight_unit', sql`${table.weightUnit} IN (${oneOf(WEIGHT_UNITS)})`),
    // Greater than 0 is the contract's check; a conversion of the tiniest double may round to 0.
    check(
      'user_physical_stats_not_negative',
      sql`${table.heightCm} >= 0 AND ${table.heightFt} >= 0 AND ${table.weightKg} >= 0 AND ${table.weightLb} >= 0`,
    ),
  ],
);

/**
 * The user's fit record: one option (or none) per attribute of §3, in one row, so a save replaces
 * the whole record in one statement. The service checks that each id is an option of its column's
 * attribute; the foreign keys keep every id a real option.
 */
export const userFitAttributes = pgTable('user_fit_attributes', {
  userId: userKey(),
  shoulderOptionId: integer('shoulder_option_id').references(() => fitAttributeOptions.id),
  waistOptionId: integer('waist_option_id').references(() => fitAttributeOptions.id),
  thighsOptionId: integer('thighs_option_id').references(() => fitAttributeOptions.id),
  hipsOptionId: integer('hips_option_id').references(() => fitAttributeOptions.id),
  ...timestamps,
});

export const userAgeGroups = pgTable('user_age_groups', {
  userId: userKey(),
  ageGroupId: integer('age_group_id')
    .notNull()
    .references(() => ageGroups.id),
  ...timestamps,
});

/** Clearing is a deactivation (§4): the row stays with `is_active` false until the next save. */
export const userPreferredDepartments = pgTable('user_preferred_departments', {
  userId: userKey(),
  genderId: integer('gender_id')
    .notNull()
    .references(() => genders.id),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const userShoeSizes = pgTable(
  'user_shoe_sizes',
  {
    userId: userKey(),
    shoeSizeId: integer('shoe_size_id')
      .notNull()
      .references(() => shoeSizes.id),
    width: text('width').notNull(),
    ...timestamps,
  },
  (table) => [check('user_shoe_sizes_width', sql`${table.width} IN (${oneOf(SHOE_WIDTHS)})`)],
);
