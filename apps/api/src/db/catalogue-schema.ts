import type { Product, Specification } from '@shop/core/products';
import { RATING_MAX } from '@shop/core/products';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';

/**
 * The catalogue's tables: categories and products. Column names are the contract's field names,
 * so rows map to replies without renaming.
 */

/** Full-text search document; only the database reads it (never selected into a reply). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/*
 * Search documents use the 'simple' configuration: no stemming and no stop words, because the
 * header search matches prefixes of brand and model names ("sams" → Samsung), not English words.
 * Weights: product name A, brand B, category name C (ts_rank ranks name matches first).
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
    /** Short and display names ('Mobiles', 'Mobiles & Tablets'), weight C. */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('simple', productname || ' ' || description), 'C')`),
  },
  (table) => [
    check('categories_id_positive', sql`${table.id} > 0`),
    index('categories_search_document_idx').using('gin', table.searchDocument),
  ],
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
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', productname), 'A') || setweight(to_tsvector('simple', brand), 'B')`,
      ),
  },
  (table) => [
    index('products_categoryid_id_idx').on(table.categoryid, table.id),
    check('products_prices_non_negative', sql`${table.price} >= 0 AND ${table.oldprice} >= 0`),
    check('products_starrating_range', sql`${table.starrating} BETWEEN 0 AND ${sql.raw(String(RATING_MAX))}`),
    check('products_stock_non_negative', sql`${table.stock} >= 0`),
  ],
);

/** Each category's search rows in id order; the large catalogue's seed clusters the table by it. */
export const PRODUCT_SEARCH_BY_CATEGORY_INDEX = 'product_search_categoryid_id_idx';

/**
 * What the header search reads (migration 0013 keeps it by triggers): each product's search
 * document joined with its category's, and its category. Narrow on purpose: a million products
 * with their descriptions and specifications fill 1.6 GB, these rows a seventh of that, and the
 * category's words need no join at query time (db/repositories/catalogue-repository.ts).
 * Migration 0016 adds a GIN index of each row's words with its category in front (an expression
 * index, so not declared here), for searches within one category.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    categoryid: integer('categoryid').notNull(),
    document: tsvector('document').notNull(),
  },
  (table) => [
    index('product_search_document_idx').using('gin', table.document),
    index(PRODUCT_SEARCH_BY_CATEGORY_INDEX).on(table.categoryid, table.id),
  ],
);
