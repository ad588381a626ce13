import type { Category, Product, SearchHit } from '@shop/core/products';
import { and, asc, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { categories, products } from '../schema';

/* The search documents are the database's own: replies never carry them. */
const { searchDocument: _categoryDocument, ...categoryColumns } = getTableColumns(categories);
const { searchDocument: _productDocument, ...productColumns } = getTableColumns(products);

export function findAllCategories(db: Database): Promise<Category[]> {
  return db.select(categoryColumns).from(categories).orderBy(asc(categories.id));
}

/** Every product with its category's slug (`categories.slug` in the contract), by id. */
export async function findAllProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .select({ ...productColumns, slug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryid))
    .orderBy(asc(products.id));
  return rows.map(({ slug, ...product }) => ({ ...product, categories: { slug } }));
}

/** The named products with their category's slug (ids that do not exist are left out). */
export async function findProductsByIds(db: Database, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...productColumns, slug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryid))
    .where(inArray(products.id, [...ids]));
  return rows.map(({ slug, ...product }) => ({ ...product, categories: { slug } }));
}

export interface ProductSearch {
  /** Words of letters and digits only (`searchTerms` in @shop/core rules/search.ts): never tsquery syntax. */
  readonly terms: readonly string[];
  /** 0 = every category. */
  readonly categoryId: number;
  readonly limit: number;
}

/** `['sams', 'tv']` → `sams:* & tv:*` (every word, each as a prefix). */
const prefixQuery = (terms: readonly string[], operator: '&' | '|') =>
  sql`to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(` ${operator} `)})`;

/**
 * Products whose name, brand and category name together hold a word starting with each term,
 * ranked by ts_rank (name matches weigh most) and then by id so equal ranks keep a stable order.
 *
 * Generated columns cannot read the category's name, so a product's document is joined with its
 * category's at query time. To keep that on the indexes, the categories matching some term (a
 * handful of rows) are read first: a product can only match if its own document matches every
 * term (GIN index) or it sits in one of those categories (the (categoryid, id) index). With their
 * ids as constants PostgreSQL combines both indexes (BitmapOr); as a subquery it scanned the
 * table (measured on PostgreSQL 15, a million rows, a rare term: ~155 ms → ~12 ms).
 */
export async function searchProducts(
  db: Database,
  { terms, categoryId, limit }: ProductSearch,
): Promise<SearchHit[]> {
  const everyTerm = prefixQuery(terms, '&');
  const matchingCategories = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.searchDocument} @@ ${prefixQuery(terms, '|')}`);
  const categoryIds = matchingCategories.map((category) => category.id);
  const document = sql`(${products.searchDocument} || ${categories.searchDocument})`;

  const rows = await db
    .select({
      id: products.id,
      productname: products.productname,
      brand: products.brand,
      price: products.price,
      oldprice: products.oldprice,
      discountpercent: products.discountpercent,
      imageurl: products.imageurl,
      categoryid: products.categoryid,
      slug: categories.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryid))
    .where(
      and(
        categoryId === 0 ? undefined : eq(products.categoryid, categoryId),
        or(
          sql`${products.searchDocument} @@ ${everyTerm}`,
          categoryIds.length === 0 ? undefined : inArray(products.categoryid, categoryIds),
        ),
        sql`${document} @@ ${everyTerm}`,
      ),
    )
    .orderBy(desc(sql`ts_rank(${document}, ${everyTerm})`), asc(products.id))
    .limit(limit);
  return rows.map(({ slug, ...hit }) => ({ ...hit, categories: { slug } }));
}
