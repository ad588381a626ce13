import type { Category, Product } from '@shop/core';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../connect';
import { categories, products } from '../schema';

export function findAllCategories(db: Database): Promise<Category[]> {
  return db.select().from(categories).orderBy(asc(categories.id));
}

/** Every product with its category's slug (`categories.slug` in the contract), by id. */
export async function findAllProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .select({ ...getTableColumns(products), slug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryid))
    .orderBy(asc(products.id));
  return rows.map(({ slug, ...product }) => ({ ...product, categories: { slug } }));
}
