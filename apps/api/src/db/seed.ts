import { generateCatalogue } from '@shop/catalog';
import type { Product } from '@shop/core';
import type { Database } from './connect';
import { categories, products } from './schema';

/** Well under PostgreSQL's 65,535 bind parameters per statement (17 columns a row). */
const ROWS_PER_INSERT = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `categories.slug` is the joined category's slug, not a column of its own. */
function toProductRow({ categories: _joined, ...row }: Product): typeof products.$inferInsert {
  return row;
}

export interface SeedResult {
  readonly categories: number;
  readonly products: number;
}

/**
 * Idempotent catalogue seed (ARCHITECTURE.md "Catalogue"): rows that exist are left alone, so a
 * restart never overwrites data and a new generator version only adds what is missing. Returns
 * how many rows were inserted.
 */
export async function seedCatalogue(db: Database): Promise<SeedResult> {
  const catalogue = generateCatalogue();
  return db.transaction(async (tx) => {
    const insertedCategories = await tx
      .insert(categories)
      .values(catalogue.categories)
      .onConflictDoNothing()
      .returning({ id: categories.id });
    let insertedProducts = 0;
    for (const batch of chunks(catalogue.products.map(toProductRow), ROWS_PER_INSERT)) {
      const rows = await tx
        .insert(products)
        .values(batch)
        .onConflictDoNothing()
        .returning({ id: products.id });
      insertedProducts += rows.length;
    }
    return { categories: insertedCategories.length, products: insertedProducts };
  });
}
