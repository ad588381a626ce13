import { generateCatalogue } from '@shop/catalog';
import { API_BASE_PATH, ErrorReplySchema } from '@shop/core';
import { SEARCH_LIMIT_DEFAULT, SEARCH_QUERY_MAX_LENGTH, SearchReplySchema } from '@shop/core/products';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../src/db/schema';
import { buildTestApp, parseReply, type TestApp } from './helper';

const SEARCH = `${API_BASE_PATH}/products/search`;

/** What the seed wrote: expectations are read from the generator, not typed out by hand. */
const catalogue = generateCatalogue();
const samsungIds = catalogue.products
  .filter((product) => product.brand === 'Samsung')
  .map((product) => product.id)
  .sort((a, b) => a - b);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function search(query: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: SEARCH, query });
}

async function idsFor(query: Record<string, string>): Promise<number[]> {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return parseReply(SearchReplySchema, response).products.map((product) => product.id);
}

describe('GET /products/search', () => {
  it('matches word prefixes: "sams" finds Samsung products, with the row fields of the contract', async () => {
    const response = await search({ q: 'sams', limit: '20' });
    expect(response.statusCode).toBe(200);
    const { products } = parseReply(SearchReplySchema, response);
    expect(products).toHaveLength(samsungIds.length);
    expect(products.map((product) => product.id).sort((a, b) => a - b)).toEqual(samsungIds);
    const s24 = catalogue.products.find((product) => product.id === 101);
    expect(products.find((product) => product.id === 101)).toEqual({
      id: 101,
      productname: s24?.productname,
      brand: 'Samsung',
      price: s24?.price,
      oldprice: s24?.oldprice,
      discountpercent: s24?.discountpercent,
      imageurl: s24?.imageurl,
      categoryid: 1,
      categories: { slug: 'mobiles-tablets' },
    });
  });

  it(`answers ${SEARCH_LIMIT_DEFAULT} rows by default and at most the limit asked for`, async () => {
    expect(await idsFor({ q: 'sams' })).toHaveLength(SEARCH_LIMIT_DEFAULT);
    expect(await idsFor({ q: 'sams', limit: '3' })).toHaveLength(3);
  });

  it('ANDs the words: every word must start a word of the name, brand or category', async () => {
    const ids = await idsFor({ q: 'samsung watch', limit: '20' });
    expect(ids.sort((a, b) => a - b)).toEqual([1104, 1105]);
    // 'mobiles' is only in the category's name: Samsung products of other categories drop out.
    const mobiles = await idsFor({ q: 'sams mobiles', limit: '20' });
    expect(mobiles).toEqual(expect.arrayContaining([101, 110, 111, 112, 113, 129, 130]));
    expect(mobiles).toHaveLength(7);
  });

  it('finds a category by its name alone', async () => {
    const ids = await idsFor({ q: 'smartwat', limit: '20' });
    expect(ids).toHaveLength(20);
    expect(ids.every((id) => Math.floor(id / 100) === 11)).toBe(true);
  });

  it('ranks a match in the name above a match in the category name only, equal ranks by id', async () => {
    // 'smart' starts a word of these names, and of every category-11 product's category, Smartwatches.
    const namedSmart = catalogue.products
      .filter((product) => product.categoryid === 11 && /\bsmart/i.test(product.productname))
      .map((product) => product.id)
      .sort((a, b) => a - b);
    expect(namedSmart.length).toBeGreaterThan(0);
    const ids = await idsFor({ q: 'smart', categoryId: '11', limit: '20' });
    expect(ids).toHaveLength(20);
    const named = ids.slice(0, namedSmart.length);
    expect([...named].sort((a, b) => a - b)).toEqual(namedSmart);
    const categoryOnly = catalogue.products
      .filter((product) => product.categoryid === 11 && !namedSmart.includes(product.id))
      .map((product) => product.id)
      .sort((a, b) => a - b)
      .slice(0, 20 - namedSmart.length);
    expect(ids.slice(namedSmart.length)).toEqual(categoryOnly);
    // Equal ranks come in id order: Samsung's three category-11 products tie on 'sams'.
    expect(await idsFor({ q: 'sams', categoryId: '11' })).toEqual([1104, 1105, 1106]);
  });

  it('filters by category; 0 searches every category', async () => {
    expect(await idsFor({ q: 'sams', categoryId: '3', limit: '20' })).toEqual([301, 302, 314, 318, 325]);
    expect(await idsFor({ q: 'sams', categoryId: '0', limit: '20' })).toHaveLength(samsungIds.length);
    expect(await idsFor({ q: 'sams', categoryId: '8' })).toEqual([]);
  });

  it('answers 200 with an empty list when nothing matches', async () => {
    const response = await search({ q: 'zzqx nothing' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ products: [] });
  });

  it.each([
    "&|!():*'\\",
    'sams & !',
    "sams:*'",
    '(sams | apple)',
    "o'reilly",
    '\\:*',
    'a!b',
    '!!!',
    '\u0301\u0301',
    'कुर्ता',
    '١٢٣ ½',
  ])('never lets tsquery syntax through: %j answers 200', async (q) => {
    const response = await search({ q });
    expect(response.statusCode).toBe(200);
    parseReply(SearchReplySchema, response);
  });

  it('treats metacharacters as word breaks: "sams:*&" still finds Samsung', async () => {
    expect(await idsFor({ q: 'sams:*&', categoryId: '11' })).toEqual([1104, 1105, 1106]);
  });

  it.each([
    [{}, 'q is required'],
    [{ q: '' }, 'q must be at least 2 characters long'],
    [{ q: '  a  ' }, 'q must be at least 2 characters long'],
    [
      { q: 'x'.repeat(SEARCH_QUERY_MAX_LENGTH + 1) },
      `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters long`,
    ],
    [{ q: 'sams\nung' }, 'q must not contain control characters'],
    [{ q: 'sams', limit: '0' }, 'limit must be at least 1'],
    [{ q: 'sams', limit: '21' }, 'limit must be at most 20'],
    [{ q: 'sams', limit: 'many' }, 'limit must be a number'],
    [{ q: 'sams', categoryId: '-1' }, 'categoryId must be at least 0'],
    [{ q: 'sams', categoryId: '1.5' }, 'categoryId must be a whole number'],
  ])('refuses %j with 400 and a clear text', async (query, text) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(parseReply(ErrorReplySchema, response).error).toBe(`Invalid request: ${text}`);
  });

  it('accepts a query of exactly the maximum length', async () => {
    const response = await search({ q: 'x'.repeat(SEARCH_QUERY_MAX_LENGTH) });
    expect(response.statusCode).toBe(200);
  });
});

describe("the search's own table (migration 0013) follows every write to the catalogue", () => {
  /** A write to the database, then a search that reads it (not a reply kept from before). */
  async function afterWrite(write: () => Promise<unknown>): Promise<void> {
    await write();
    t.app.services.catalogue.invalidate();
  }
  const product = catalogue.products.find((row) => row.id === 102);
  if (!product) throw new Error('the seed has no product 102');

  it('finds a renamed product by its new name only, and a rebranded one by its new brand', async () => {
    await afterWrite(() =>
      t.db.update(products).set({ productname: 'Quasarphone Zeta' }).where(eq(products.id, 102)),
    );
    expect(await idsFor({ q: 'quasarphone' })).toEqual([102]);
    await afterWrite(() => t.db.update(products).set({ brand: 'Vellichor' }).where(eq(products.id, 102)));
    expect(await idsFor({ q: 'vellichor zeta' })).toEqual([102]);
    await afterWrite(() =>
      t.db
        .update(products)
        .set({ productname: product.productname, brand: product.brand })
        .where(eq(products.id, 102)),
    );
    expect(await idsFor({ q: 'quasarphone' })).toEqual([]);
  });

  it('finds a moved product under its new category, and by a renamed category’s words', async () => {
    await afterWrite(() => t.db.update(products).set({ categoryid: 2 }).where(eq(products.id, 102)));
    expect(await idsFor({ q: product.brand, categoryId: '2', limit: '20' })).toContain(102);
    await afterWrite(() =>
      t.db.update(categories).set({ productname: 'Gizmos' }).where(eq(categories.id, 2)),
    );
    expect(await idsFor({ q: 'gizmos', limit: '20' })).toContain(102);
    await afterWrite(async () => {
      await t.db.update(products).set({ categoryid: product.categoryid }).where(eq(products.id, 102));
      const seeded = catalogue.categories.find((category) => category.id === 2);
      await t.db
        .update(categories)
        .set({ productname: seeded?.productname ?? '' })
        .where(eq(categories.id, 2));
    });
    expect(await idsFor({ q: 'gizmos' })).toEqual([]);
  });

  it('finds a product added, and no more once it is deleted', async () => {
    const { categories: _joined, ...row } = product;
    await afterWrite(() =>
      t.db.insert(products).values({ ...row, id: 990_001, productname: 'Zephyrcast One' }),
    );
    expect(await idsFor({ q: 'zephyrcast' })).toEqual([990_001]);
    await afterWrite(() => t.db.delete(products).where(eq(products.id, 990_001)));
    expect(await idsFor({ q: 'zephyrcast' })).toEqual([]);
  });
});
