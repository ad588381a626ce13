import { api } from '@shop/core';
import { ListingReplySchema, ProductReplySchema, type Product } from '@shop/core/products';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCatalogueNotice } from '../src/db/catalogue-notices';
import { categories, products } from '../src/db/schema';
import { anotherServer, apiUrl, buildTestApp, parseReply, postJson, type TestApp } from './helper';

/*
 * ARCHITECTURE.md "Growing past one machine": every server keeps the catalogue's replies in
 * memory, and the database tells all of them (NOTIFY at commit) what changed, whichever server,
 * script or administrator wrote it.
 */

let t: TestApp;
let first: FastifyInstance;
let second: FastifyInstance;
let product: Product;

const server = () => anotherServer(t);

async function productOn(app: FastifyInstance, id = product.id, categoryId = product.categoryid) {
  const response = await postJson(app, apiUrl(api.products.getByIds), { categoryId, productId: id });
  return response.statusCode === 200 ? parseReply(ProductReplySchema, response).product : undefined;
}

async function firstPageOn(app: FastifyInstance, categoryid: number) {
  const response = await postJson(app, apiUrl(api.products.listByCategory), {
    categoryid,
    page: 1,
    limit: 5,
  });
  return parseReply(ListingReplySchema, response);
}

beforeAll(async () => {
  t = await buildTestApp();
  [first, second] = await Promise.all([server(), server()]);
  const seeded = await productOn(first, 101, 1);
  if (!seeded) throw new Error('the seed has no product 101');
  product = seeded;
});

afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await t.close();
});

describe('two servers on one database', () => {
  it('both show a stock change written to the database by neither of them', async () => {
    // Both have the product's reply and its listing page cached.
    expect((await productOn(first))?.stock).toBe(product.stock);
    expect((await firstPageOn(second, 1)).products[0]?.stock).toBe(product.stock);

    await t.db
      .update(products)
      .set({ stock: product.stock + 7 })
      .where(eq(products.id, product.id));

    await vi.waitFor(async () => {
      expect((await productOn(first))?.stock).toBe(product.stock + 7);
      expect((await productOn(second))?.stock).toBe(product.stock + 7);
      expect((await firstPageOn(second, 1)).products[0]?.stock).toBe(product.stock + 7);
      expect((await firstPageOn(first, 0)).products[0]?.stock).toBe(product.stock + 7);
    });
  });

  it('patch only what changed: the other products keep their replies', async () => {
    const other = await productOn(second, 102, 1);
    await t.db
      .update(products)
      .set({ price: product.price + 1 })
      .where(eq(products.id, product.id));
    await vi.waitFor(async () => expect((await productOn(second))?.price).toBe(product.price + 1));
    expect(await productOn(second, 102, 1)).toEqual(other);
  });

  it('rebuild when a product moves to another category', async () => {
    await t.db.update(products).set({ categoryid: 2 }).where(eq(products.id, product.id));
    await vi.waitFor(async () => {
      expect(await productOn(first, product.id, 1)).toBeUndefined();
      expect((await productOn(second, product.id, 2))?.id).toBe(product.id);
    });
    await t.db.update(products).set({ categoryid: 1 }).where(eq(products.id, product.id));
    await vi.waitFor(async () => expect((await productOn(second))?.id).toBe(product.id));
  });

  it('rebuild when categories change', async () => {
    await t.db.update(categories).set({ badge: 'Festive' }).where(eq(categories.id, 1));
    await vi.waitFor(async () => {
      const response = await first.inject({ method: 'GET', url: apiUrl(api.products.listCategories) });
      expect(response.body).toContain('"badge":"Festive"');
    });
  });

  it('never for a write that was rolled back', async () => {
    const before = await productOn(second);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A later change's notice comes after the rolled-back one would have: once it shows, no
    // notice of the rolled-back write can still arrive.
    await t.db.execute(sql`UPDATE products SET oldprice = oldprice WHERE id = 102`);
    await vi.waitFor(async () => expect(await productOn(second)).toEqual(before));
  });
});

describe('a burst of changes', () => {
  it('re-reads the changed products without rebuilding the catalogue, and keeps the pages not showing them', async () => {
    const catalogue = first.services.catalogue;
    const categories = await catalogue.categoryList();
    const otherCategoryPage = await catalogue.listing({ categoryid: 2, page: 1, limit: 10 });
    const ownPage = await catalogue.listing({ categoryid: 1, page: 1, limit: 10 });
    await t.db
      .update(products)
      .set({ stock: sql`${products.stock} + 1` })
      .where(eq(products.id, product.id));
    const [after] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));

    await Promise.all(
      Array.from({ length: 50 }, () => catalogue.changed({ productIds: [product.id], searchShown: false })),
    );

    expect(await catalogue.categoryList()).toBe(categories); // no rebuild
    expect(await catalogue.listing({ categoryid: 2, page: 1, limit: 10 })).toBe(otherCategoryPage);
    const ownPageNow = await catalogue.listing({ categoryid: 1, page: 1, limit: 10 });
    expect(ownPageNow).not.toBe(ownPage);
    expect(JSON.parse(ownPageNow.bytes.toString()).products[0].stock).toBe(after?.stock);
  });
});

describe('a class asking for a page', () => {
  /** Runs `work` and counts the app's reads (select statements) meanwhile. */
  async function readsDuring(work: () => Promise<unknown>): Promise<number> {
    const reads = vi.spyOn(t.db, 'select');
    try {
      await work();
      return reads.mock.calls.length;
    } finally {
      reads.mockRestore();
    }
  }

  it('after an order: the page is patched with the product read again, no page read at all', async () => {
    const catalogue = first.services.catalogue;
    const query = { categoryid: 3, page: 1, limit: 12 };
    const before = await catalogue.listing(query);
    const [shown] = JSON.parse(before.bytes.toString()).products as Product[];
    if (!shown) throw new Error('category 3 lists no product');
    const stockOnPage = async () =>
      (JSON.parse((await catalogue.listing(query)).bytes.toString()).products as Product[])[0]?.stock;
    await t.db
      .update(products)
      .set({ stock: shown.stock + 3 })
      .where(eq(products.id, shown.id));
    // The write's own notice first (on PostgreSQL it comes later, on another connection), so that
    // nothing but the change below drops the page.
    await vi.waitFor(async () => expect(await stockOnPage()).toBe(shown.stock + 3));
    await catalogue.changed({ productIds: [shown.id], searchShown: false }); // as an order would

    let pages: unknown[] = [];
    const reads = await readsDuring(async () => {
      pages = await Promise.all(Array.from({ length: 20 }, () => catalogue.listing(query)));
    });
    expect(reads).toBe(0);
    expect(new Set(pages).size).toBe(1);
    const [patched] = JSON.parse((pages[0] as typeof before).bytes.toString()).products as Product[];
    expect(patched).toEqual({ ...shown, stock: shown.stock + 3 });
  });

  it('not kept: one read of the page, shared by every request meanwhile', async () => {
    const catalogue = first.services.catalogue;
    await catalogue.categoryList(); // the index is read
    const query = { categoryid: 4, page: 2, limit: 7 };
    let pages: unknown[] = [];
    const reads = await readsDuring(async () => {
      pages = await Promise.all(Array.from({ length: 20 }, () => catalogue.listing(query)));
    });
    expect(reads).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });
});

describe('catalogue notices', () => {
  it.each([
    ['101', { productIds: [101], searchShown: false }],
    ['101,102,1103', { productIds: [101, 102, 1103], searchShown: false }],
    ['search:101,102', { productIds: [101, 102], searchShown: true }],
    ['search:', 'everything'],
    ['search:*', 'everything'],
    ['*', 'everything'],
    ['', 'everything'],
    ['101,', 'everything'],
    ['1e3', 'everything'],
  ] as const)('read %j as %j', (payload, change) => {
    expect(parseCatalogueNotice(payload)).toEqual(change);
  });
});
