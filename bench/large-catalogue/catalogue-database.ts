import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { generateLargeCatalogue } from '@shop/catalog';
import type { Product } from '@shop/core/products';
import pg from 'pg';

/**
 * Puts a large catalogue into a database the server has migrated and seeded (and been stopped
 * on): the seed's products are there, the variants of @shop/catalog's generateLargeCatalogue are
 * added. Plain SQL, the columns of apps/api's `products` table (its search document is generated
 * by the database); the server then starts on it as on any catalogue.
 */

export interface Sql {
  query(text: string, params?: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

/** The server's PGlite folder inside its DATA_DIR (apps/api db/connect.ts). */
export async function openPgliteFolder(dataDir: string): Promise<Sql> {
  const client = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
  return {
    query: (text, params) => client.query(text, params),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url, application_name: 'shop-bench-large-catalogue' });
  await client.connect();
  return { query: (text, params) => client.query(text, params), close: () => client.end() };
}

const COLUMNS = [
  'id',
  'categoryid',
  'productname',
  'brand',
  'price',
  'oldprice',
  'discountpercent',
  'starrating',
  'ratingscount',
  'stock',
  'imageurl',
  'freedelivery',
  'description',
  'productdetails',
  'keyfeatures',
  'specifications',
  'badge',
] as const;
const JSON_COLUMNS = new Set<string>(['keyfeatures', 'specifications']);
/** 500 rows × 17 columns: well under PostgreSQL's 65,535 parameters a statement. */
const ROWS_PER_INSERT = 500;

function valuesOf(product: Product): unknown[] {
  return COLUMNS.map((column) => {
    const value = product[column];
    return JSON_COLUMNS.has(column) ? JSON.stringify(value) : value;
  });
}

function insertStatement(rows: number): string {
  const tuples = Array.from({ length: rows }, (_, row) => {
    const cells = COLUMNS.map((column, index) => {
      const parameter = `$${row * COLUMNS.length + index + 1}`;
      return JSON_COLUMNS.has(column) ? `${parameter}::jsonb` : parameter;
    });
    return `(${cells.join(', ')})`;
  });
  return `INSERT INTO products (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT (id) DO NOTHING`;
}

export interface AddedCatalogue {
  readonly added: number;
  /**
   * The whole catalogue's products as the API's JSON (bytes of UTF-8): what the server's catalogue
   * snapshot holds as text once it has started.
   */
  readonly jsonBytes: number;
}

/** Adds the variants up to `total` products in one transaction. */
export async function addLargeCatalogue(sql: Sql, total: number, seedSize: number): Promise<AddedCatalogue> {
  const all = generateLargeCatalogue(total).products;
  const jsonBytes = all.reduce((sum, product) => sum + Buffer.byteLength(JSON.stringify(product)), 0);
  const added = all.slice(seedSize);
  await sql.query('BEGIN');
  try {
    for (let start = 0; start < added.length; start += ROWS_PER_INSERT) {
      const batch = added.slice(start, start + ROWS_PER_INSERT);
      await sql.query(insertStatement(batch.length), batch.flatMap(valuesOf));
    }
    await sql.query('COMMIT');
  } catch (error) {
    await sql.query('ROLLBACK');
    throw error;
  }
  await sql.query('ANALYZE products');
  return { added: added.length, jsonBytes };
}

/**
 * How long the database takes to hand over every product with its category's slug, as the API's
 * catalogue snapshot reads them at start-up (apps/api findAllProducts): the database's share of
 * the start time; the rest is checking and serialising the rows.
 */
export async function timeReadingAll(sql: Sql): Promise<number> {
  const started = performance.now();
  await sql.query(
    'SELECT p.*, c.slug FROM products p INNER JOIN categories c ON c.id = p.categoryid ORDER BY p.id',
  );
  return performance.now() - started;
}
