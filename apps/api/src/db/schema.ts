import type { Product, Specification } from '@shop/core';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The one Drizzle schema of the API (both drivers, one set of migrations in ../../drizzle).
 * Column names are the contract's field names, so rows map to replies without renaming. Later
 * areas (users, sessions, carts, profile) add their tables here or in sibling files re-exported
 * from this one, so drizzle.config.ts keeps pointing at a single entry.
 */

/** Spec §2 / §3: ids are the fixed ones of the spec (1–11), never generated. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    productname: text('productname').notNull(),
    description: text('description').notNull(),
    slug: text('slug').notNull().unique(),
    badge: text('badge'),
    imageurl: text('imageurl').notNull(),
    isactive: boolean('isactive').notNull().default(true),
    displayorder: integer('displayorder').notNull(),
  },
  (table) => [check('categories_id_positive', sql`${table.id} > 0`)],
);

export const products = pgTable(
  'products',
  {
    /** categoryId * 100 + n, from the catalogue generator. */
    id: integer('id').primaryKey(),
    categoryid: integer('categoryid')
      .notNull()
      .references(() => categories.id),
    productname: text('productname').notNull(),
    brand: text('brand').notNull(),
    /** Whole rupees. */
    price: integer('price').notNull(),
    oldprice: integer('oldprice').notNull(),
    discountpercent: integer('discountpercent').notNull(),
    /** double precision: 4.3 reads back as exactly 4.3 on both drivers (real would not). */
    starrating: doublePrecision('starrating').notNull(),
    ratingscount: integer('ratingscount').notNull(),
    stock: integer('stock').notNull(),
    imageurl: text('imageurl').notNull(),
    freedelivery: boolean('freedelivery').notNull(),
    description: text('description').notNull(),
    productdetails: text('productdetails').notNull(),
    keyfeatures: jsonb('keyfeatures').$type<Product['keyfeatures']>().notNull(),
    specifications: jsonb('specifications').$type<Specification[]>().notNull(),
    badge: text('badge'),
  },
  (table) => [
    index('products_categoryid_id_idx').on(table.categoryid, table.id),
    check('products_prices_non_negative', sql`${table.price} >= 0 AND ${table.oldprice} >= 0`),
    check('products_starrating_range', sql`${table.starrating} BETWEEN 0 AND 5`),
    check('products_stock_non_negative', sql`${table.stock} >= 0`),
  ],
);

export * from './accounts-schema';

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
