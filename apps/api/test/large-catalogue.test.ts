import { generateCatalogue, generateLargeCatalogue, LARGE_CATALOGUE_FIRST_ID } from '@shop/catalog';
import { api } from '@shop/core';
import { ListingReplySchema, ProductReplySchema, SearchReplySchema } from '@shop/core/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLargeCatalogue } from '../src/db/seed';
import { products } from '../src/db/schema';
import { apiUrl, buildTestApp, parseReply, postJson, type TestApp } from './helper';

/*
 * README "A large catalogue": CATALOGUE_PRODUCTS (or `pnpm start -- --products N`) adds generated
 * variants of the seed's products until the catalogue holds N; the server lists, shows and finds
 * them without holding the catalogue in memory. Small here (the benches run a million).
 */

const SIZE = 2_500;
const seedSize = generateCatalogue().products.length;
const expected = generateLargeCatalogue(SIZE).products;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function listing(categoryid: number, page: number, limit: number) {
  const response = await postJson(t.app, apiUrl(api.products.listByCategory), { categoryid, page, limit });
  expect(response.statusCode).toBe(200);
  return parseReply(ListingReplySchema, response);
}

describe('a generated large catalogue', () => {
  it('writes the variants the size asks for, once, and only the missing ones when it grows', async () => {
    expect(await seedLargeCatalogue(t.db, SIZE - 500)).toBe(SIZE - 500 - seedSize);
    expect(await seedLargeCatalogue(t.db, SIZE - 500)).toBe(0);
    expect(await seedLargeCatalogue(t.db, SIZE)).toBe(500);
    expect(await seedLargeCatalogue(t.db, seedSize)).toBe(0);
    expect(await t.db.$count(products)).toBe(SIZE);
  });

  it('lists every product in id order, to the last page, as the generator made them', async () => {
    // A server starts after its seed; this one was running, so it forgets what it read before.
    t.app.services.catalogue.invalidate();
    expect((await listing(0, 1, 1)).total).toBe(SIZE);
    const byId = [...expected].sort((a, b) => a.id - b.id);
    const lastPage = Math.ceil(SIZE / 100);
    const last = await listing(0, lastPage, 100);
    expect(last.products).toEqual(byId.slice((lastPage - 1) * 100));
    const middle = await listing(0, 13, 100);
    expect(middle.products).toEqual(byId.slice(1_200, 1_300));

    const inOne = byId.filter((product) => product.categoryid === 1);
    const categoryPage = await listing(1, 2, 24);
    expect(categoryPage.total).toBe(inOne.length);
    expect(categoryPage.products).toEqual(inOne.slice(24, 48));
    expect((await listing(1, 1_000, 24)).products).toEqual([]);
  });

  it('shows a variant and finds it by its model number', async () => {
    const variant = expected.find((product) => product.id === LARGE_CATALOGUE_FIRST_ID + 1_234);
    if (!variant) throw new Error('the generator made no such variant');
    const response = await postJson(t.app, apiUrl(api.products.getByIds), {
      categoryId: variant.categoryid,
      productId: variant.id,
    });
    expect(parseReply(ProductReplySchema, response).product).toEqual(variant);

    const model = variant.productname.split(' ').at(-1) ?? '';
    const search = await t.app.inject({
      method: 'GET',
      url: apiUrl(api.products.search),
      query: { q: `${variant.brand} ${model}`, limit: '20' },
    });
    expect(parseReply(SearchReplySchema, search).products.map((hit) => hit.id)).toContain(variant.id);
  });
});
