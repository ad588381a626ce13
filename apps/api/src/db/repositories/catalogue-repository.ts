import type { Category, Product, SearchHit } from '@shop/core/products';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { categories, products, productSearch } from '../schema';
import { rowsOf } from './rows-of';

/* The search documents are the database's own: replies never carry them. */
const { searchDocument: _categoryDocument, ...categoryColumns } = getTableColumns(categories);
const { searchDocument: _productDocument, ...productColumns } = getTableColumns(products);

export function findAllCategories(db: Database): Promise<Category[]> {
  return db.select(categoryColumns).from(categories).orderBy(asc(categories.id));
}

/**
 * Every category's product ids in id order, one row per category with products. The ids travel
 * as one text value each: a million products are 11 values, not a million rows to parse.
 */
export async function findProductIdsByCategory(
  db: Database,
): Promise<{ categoryid: number; ids: number[] }[]> {
  const rows = await db
    .select({
      categoryid: products.categoryid,
      ids: sql<string>`string_agg(${products.id}::text, ',' ORDER BY ${products.id})`,
    })
    .from(products)
    .groupBy(products.categoryid);
  return rows.map(({ categoryid, ids }) => ({ categoryid, ids: ids.split(',').map(Number) }));
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

/** A search hit as the query returns it: the category's slug beside the product's fields. */
type SearchRow = Omit<SearchHit, 'categories'> & { readonly slug: string };

export interface ProductSearch {
  /** Words of letters and digits only (`searchTerms` in @shop/core rules/search.ts): never tsquery syntax. */
  readonly terms: readonly string[];
  /** 0 = every category. */
  readonly categoryId: number;
  readonly limit: number;
  /** How many products the catalogue holds (the search's walk grows with it). */
  readonly catalogueSize: number;
}

/** `['sams', 'tv']` → `sams:* & tv:*` (every word, each as a prefix). */
const prefixQuery = (terms: readonly string[]) =>
  sql`to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' & ')})`;

/**
 * The terms as words of one category (`'3/sams':* & '3/tv':*`), for migration 0016's index of each
 * product's words with its category in front. The lexemes are the ones `to_tsvector` makes of the
 * terms, as the documents' were made, so every product the plain query matches in the category
 * matches this one too (a term the parser splits becomes several prefixes, each still present).
 */
const categoryWordsQuery = (categoryId: number, terms: readonly string[]) =>
  sql`(SELECT string_agg(quote_literal(${categoryId}::integer || '/' || lexeme) || ':*', ' & ')
    FROM unnest(tsvector_to_array(to_tsvector('simple', ${terms.join(' ')}))) AS lexeme)::tsquery`;

/**
 * How many matches a search ranks at most: the first this many by id. A search with fewer
 * matches (any search of the seed's catalogue) is ranked exactly; a broad prefix of a large one
 * ("pr" matches half of a million products) is ranked among its first matches, where ranking them
 * all read 150,000–540,000 rows and took 0.7–1.2 s (measured on PostgreSQL 15, a million
 * products).
 */
export const SEARCH_RANKED_CANDIDATES = 1_000;

/**
 * The first matches by id are found one of two ways, and neither is fast for every query: walking
 * the products in id order stops early when matches are dense ("pr") but reads every row when they
 * are rare in the category asked for ("lap" among books: 290 ms on a million); the full-text index
 * answers rare words at once but collects every match of a broad one first. PostgreSQL cannot tell
 * them apart (a prefix's share is a guess), so the query decides by what it finds: it walks the
 * first {@link searchWalkRows} products, and only when fewer than {@link SEARCH_RANKED_CANDIDATES}
 * of them match asks the index.
 *
 * The walk costs the rows it reads; the index, the matches it collects, at most a walk's share of
 * the catalogue. Their sum is least when the walk grows as the square root of the catalogue: 50 rows
 * per root is 50,000 at a million products (on PostgreSQL 15 there, 20,000 made broad words in a
 * category 70–140 ms and 50,000 kept every query within 75 ms), ~16,000 at 100,000. A rare word
 * would read the whole walk for nothing, so a tenth of it is read first: fewer than a tenth of the
 * candidates there, and the index is asked at once.
 */
const SEARCH_WALK_ROWS_PER_ROOT = 50;
const SEARCH_PROBE_SHARE = 10;

/** How many products a search walks in id order before it asks the full-text index instead. */
export const searchWalkRows = (catalogueSize: number): number =>
  Math.max(SEARCH_RANKED_CANDIDATES, Math.round(Math.sqrt(catalogueSize) * SEARCH_WALK_ROWS_PER_ROOT));

/**
 * Products whose name, brand and category name together hold a word starting with each term,
 * ranked by ts_rank (name matches weigh most) and then by id so equal ranks keep a stable order,
 * from the search's own narrow table (migration 0013: each product's document with its
 * category's). Only the top `limit` are joined with their products.
 */
export async function searchProducts(
  db: Database,
  { terms, categoryId, limit, catalogueSize }: ProductSearch,
): Promise<SearchHit[]> {
  const query = prefixQuery(terms);
  const inCategory = categoryId === 0 ? sql`TRUE` : sql`${productSearch.categoryid} = ${categoryId}`;
  const walkRows = searchWalkRows(catalogueSize);
  const enough = sql`(SELECT count(*) FROM walked) >= ${SEARCH_RANKED_CANDIDATES}`;
  const promising = sql`(SELECT found FROM probe) >= ${SEARCH_RANKED_CANDIDATES / SEARCH_PROBE_SHARE}`;
  // In one category the index of its own words is asked, and the query then checked on its few
  // rows (OFFSET 0 keeps that check out of the index scan: ANDing the catalogue-wide index back in
  // would cost what this avoids).
  const indexMatches =
    categoryId === 0
      ? sql`
      SELECT ${productSearch.id} AS id, ${productSearch.document} AS document FROM ${productSearch}
      WHERE ${productSearch.document} @@ ${query} AND NOT ${enough}`
      : sql`
      SELECT id, document FROM (
        SELECT ${productSearch.id} AS id, ${productSearch.document} AS document FROM ${productSearch}
        WHERE shop_category_words(${productSearch.categoryid}, ${productSearch.document}) @@ ${categoryWordsQuery(categoryId, terms)}
          AND NOT ${enough}
        OFFSET 0
      ) in_category
      WHERE document @@ ${query}`;
  // MATERIALIZED keeps each way as written: the walk in id order, the index's matches unordered.
  // A condition on the CTEs before it only (promising, enough) skips a step when it is false.
  const result = await db.execute(sql`
    WITH probe AS MATERIALIZED (
      SELECT count(*) AS found FROM (
        SELECT ${productSearch.document} AS document FROM ${productSearch}
        WHERE ${inCategory} ORDER BY ${productSearch.id} LIMIT ${Math.ceil(walkRows / SEARCH_PROBE_SHARE)}
      ) sample
      WHERE document @@ ${query}
    ), walked AS MATERIALIZED (
      SELECT id, document FROM (
        SELECT ${productSearch.id} AS id, ${productSearch.document} AS document FROM ${productSearch}
        WHERE ${inCategory} ORDER BY ${productSearch.id} LIMIT ${walkRows}
      ) first_rows
      WHERE document @@ ${query} AND ${promising} ORDER BY id LIMIT ${SEARCH_RANKED_CANDIDATES}
    ), matches AS MATERIALIZED (${indexMatches}), candidates AS (
      SELECT id, document FROM walked WHERE ${enough}
      UNION ALL
      SELECT id, document FROM (SELECT id, document FROM matches ORDER BY id LIMIT ${SEARCH_RANKED_CANDIDATES}) first_matches
    ), best AS (
      SELECT id, ts_rank(document, ${query}) AS rank FROM candidates ORDER BY rank DESC, id LIMIT ${limit}
    )
    SELECT ${products.id} AS id, ${products.productname} AS productname, ${products.brand} AS brand,
      ${products.price} AS price, ${products.oldprice} AS oldprice,
      ${products.discountpercent} AS discountpercent, ${products.imageurl} AS imageurl,
      ${products.categoryid} AS categoryid, ${categories.slug} AS slug
    FROM best
    JOIN ${products} ON ${products.id} = best.id
    JOIN ${categories} ON ${categories.id} = ${products.categoryid}
    ORDER BY best.rank DESC, best.id`);
  return rowsOf<SearchRow>(result).map(({ slug, ...hit }) => ({ ...hit, categories: { slug } }));
}
