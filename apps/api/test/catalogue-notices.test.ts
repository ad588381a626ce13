import { type SearchHit } from '@shop/core/products';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_NOTICE_CHANNEL } from '../src/db/catalogue-notices';
import { products } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helper';

/*
 * Migration 0012: a product update's notice says whether a field that search replies show
 * changed ('search:<ids>'), or only others such as stock ('<ids>', an order), because the servers
 * keep search replies and no longer hold every product to compare with.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PRODUCT_ID = 101;
type ProductChange = PgUpdateSetSource<typeof products>;

/** The one notice of the catalogue channel that `write` sends. */
async function noticeOf(write: () => Promise<unknown>): Promise<string> {
  const payloads: string[] = [];
  const stop = await t.database.listen(CATALOGUE_NOTICE_CHANNEL, {
    onMessage: (payload) => payloads.push(payload),
    onGap: () => payloads.push('gap'),
  });
  try {
    await write();
    await vi.waitFor(() => expect(payloads).toHaveLength(1));
    return payloads[0] as string;
  } finally {
    await stop();
  }
}

/** Writes `fields` to the product, returns the notice, and puts the old values back. */
async function noticeOfUpdate(fields: ProductChange): Promise<string> {
  const [before] = await t.db.select().from(products).where(eq(products.id, PRODUCT_ID));
  if (!before) throw new Error(`the seed has no product ${PRODUCT_ID}`);
  const notice = await noticeOf(() => t.db.update(products).set(fields).where(eq(products.id, PRODUCT_ID)));
  const { searchDocument: _generated, ...columns } = before;
  await noticeOf(() => t.db.update(products).set(columns).where(eq(products.id, PRODUCT_ID)));
  return notice;
}

/*
 * One change for every field of a search hit (the category's slug comes with categoryid): a
 * field added to SearchHit fails to compile here until the migration's list and this one have it.
 */
const SEARCH_SHOWN_CHANGES: Record<Exclude<keyof SearchHit, 'categories' | 'id'>, ProductChange> = {
  productname: { productname: 'Renamed Phone' },
  brand: { brand: 'Renamed Brand' },
  price: { price: sql`${products.price} + 1` },
  oldprice: { oldprice: sql`${products.oldprice} + 1` },
  discountpercent: { discountpercent: sql`${products.discountpercent} + 1` },
  imageurl: { imageurl: '/images/products/elsewhere.svg' },
  categoryid: { categoryid: 2 },
};

describe('the product update notice', () => {
  it.each(Object.entries(SEARCH_SHOWN_CHANGES))(
    'says search:<id> when %s changes',
    async (_field, fields) => {
      expect(await noticeOfUpdate(fields)).toBe(`search:${PRODUCT_ID}`);
    },
  );

  it.each([
    ['stock (an order)', { stock: sql`${products.stock} + 1` }],
    ['the description', { description: 'Another description' }],
    ['the rating', { starrating: 1.5 }],
    ['nothing (a write of the same values)', { oldprice: sql`${products.oldprice}` }],
  ])('says <id> alone when %s changes', async (_what, fields) => {
    expect(await noticeOfUpdate(fields)).toBe(`${PRODUCT_ID}`);
  });

  it('says search: with both ids when an id is rewritten', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.id, PRODUCT_ID));
    if (!row) throw new Error(`the seed has no product ${PRODUCT_ID}`);
    const { searchDocument: _generated, ...columns } = row;
    await noticeOf(() => t.db.insert(products).values({ ...columns, id: 999_001 }));
    const notice = await noticeOf(() =>
      t.db.update(products).set({ id: 999_002 }).where(eq(products.id, 999_001)),
    );
    expect(notice.startsWith('search:')).toBe(true);
    expect(notice.slice('search:'.length).split(',').sort()).toEqual(['999001', '999002']);
    await noticeOf(() => t.db.delete(products).where(eq(products.id, 999_002)));
  });
});
