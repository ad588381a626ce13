import { generateCatalogue } from '@shop/catalog';
import { API_BASE_PATH, ErrorReplySchema } from '@shop/core';
import {
  CategoryListReplySchema,
  ListingReplySchema,
  type Product,
  ProductReplySchema,
  SearchReplySchema,
} from '@shop/core/products';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../src/db/schema';
import { buildTestApp, parseReply, postJson, type TestApp } from './helper';

const BY_CATEGORY = `${API_BASE_PATH}/products/by-category`;
const BY_IDS = `${API_BASE_PATH}/products/by-ids`;
const SEARCH = `${API_BASE_PATH}/products/search`;

/** What the seed wrote: the tests compare the API with the generator, field by field. */
const catalogue = generateCatalogue();
const productsOf = (categoryId: number): Product[] =>
  catalogue.products
    .filter((product) => categoryId === 0 || product.categoryid === categoryId)
    .sort((a, b) => a.id - b.id);

/** Spec §2: ids, slugs and titles (the title is `description`, spec §3). */
const SPEC_CATEGORIES = [
  [1, 'mobiles-tablets', 'Mobiles & Tablets'],
  [2, 'laptops-computers', 'Laptops & Computers'],
  [3, 'tvs-appliances', 'TVs & Appliances'],
  [4, 'audio-headphones', 'Audio & Headphones'],
  [5, 'fashion-lifestyle', 'Fashion & Lifestyle'],
  [6, 'home-kitchen', 'Home & Kitchen'],
  [7, 'beauty-personal-care', 'Beauty & Personal Care'],
  [8, 'books-media', 'Books & Media'],
  [9, 'sports-fitness', 'Sports & Fitness'],
  [10, 'grocery-gourmet', 'Grocery & Gourmet'],
  [11, 'smartwatches', 'Smartwatches'],
] as const;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /products (category list)', () => {
  it('lists the 11 categories of spec §2 with their exact ids, slugs and titles', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/products` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const { products } = parseReply(CategoryListReplySchema, response);
    expect(products.map(({ id, slug, description }) => [id, slug, description])).toEqual(SPEC_CATEGORIES);
  });

  it('returns every field as seeded, with category 10 inactive and all others active', async () => {
    const { products } = parseReply(
      CategoryListReplySchema,
      await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/products` }),
    );
    expect(products).toEqual([...catalogue.categories].sort((a, b) => a.id - b.id));
    expect(products.filter((category) => !category.isactive).map((category) => category.id)).toEqual([10]);
    expect(products.every((category) => category.imageurl.startsWith('/images/categories/'))).toBe(true);
  });
});

describe('POST /products/by-category', () => {
  it.each(SPEC_CATEGORIES.map(([id, slug]) => [id, slug] as const))(
    'category %i (%s): total, order and slug match the seed',
    async (categoryid, slug) => {
      const expected = productsOf(categoryid);
      expect(expected.length).toBeGreaterThanOrEqual(24);
      const reply = parseReply(
        ListingReplySchema,
        await postJson(t.app, BY_CATEGORY, { categoryid, page: 1, limit: 100 }),
      );
      expect(reply.total).toBe(expected.length);
      expect(reply.page).toBe(1);
      expect(reply.limit).toBe(100);
      expect(reply.products.map((product) => product.id)).toEqual(
        expected.slice(0, 100).map((product) => product.id),
      );
      expect(reply.products.every((product) => product.categoryid === categoryid)).toBe(true);
      expect(reply.products.every((product) => product.categories.slug === slug)).toBe(true);
    },
  );

  it('returns every product field exactly as generated (prices, rating, jsonb specs and features)', async () => {
    const reply = parseReply(
      ListingReplySchema,
      await postJson(t.app, BY_CATEGORY, { categoryid: 1, page: 1, limit: 100 }),
    );
    expect(reply.products).toEqual(productsOf(1).slice(0, 100));
  });

  it('applies the defaults page 1 and limit 12', async () => {
    const reply = parseReply(ListingReplySchema, await postJson(t.app, BY_CATEGORY, { categoryid: 2 }));
    expect(reply).toMatchObject({ page: 1, limit: 12, total: productsOf(2).length });
    expect(reply.products.map((product) => product.id)).toEqual(
      productsOf(2)
        .slice(0, 12)
        .map((product) => product.id),
    );
  });

  it('lists every category for categoryid 0, ordered by id', async () => {
    const all = productsOf(0);
    const reply = parseReply(
      ListingReplySchema,
      await postJson(t.app, BY_CATEGORY, { categoryid: 0, page: 1, limit: 100 }),
    );
    expect(reply.total).toBe(all.length);
    expect(reply.total).toBe(catalogue.products.length);
    expect(reply.products.map((product) => product.id)).toEqual(
      all.slice(0, 100).map((product) => product.id),
    );
  });

  it('pages through a category without gaps or overlaps', async () => {
    const expected = productsOf(3).map((product) => product.id);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 5); page++) {
      const reply = parseReply(
        ListingReplySchema,
        await postJson(t.app, BY_CATEGORY, { categoryid: 3, page, limit: 5 }),
      );
      expect(reply.total).toBe(expected.length);
      seen.push(...reply.products.map((product) => product.id));
    }
    expect(seen).toEqual(expected);
  });

  it('answers a page beyond the end with no products and the right total', async () => {
    const total = productsOf(4).length;
    const reply = parseReply(
      ListingReplySchema,
      await postJson(t.app, BY_CATEGORY, { categoryid: 4, page: 99, limit: 12 }),
    );
    expect(reply).toEqual({ products: [], total, page: 99, limit: 12 });
  });

  it('still lists the inactive category 10 (the home grid hides it, the listing does not)', async () => {
    const reply = parseReply(
      ListingReplySchema,
      await postJson(t.app, BY_CATEGORY, { categoryid: 10, limit: 100 }),
    );
    expect(reply.total).toBe(productsOf(10).length);
  });

  it.each([12, 99, 1_000_000])('answers 404 "Category not found" for category %i', async (categoryid) => {
    const response = await postJson(t.app, BY_CATEGORY, { categoryid, page: 1, limit: 12 });
    expect(response.statusCode).toBe(404);
    expect(parseReply(ErrorReplySchema, response)).toEqual({ error: 'Category not found' });
  });

  it('serves identical bytes for identical requests, also after the cache is rebuilt', async () => {
    const request = { categoryid: 5, page: 2, limit: 7 };
    const first = await postJson(t.app, BY_CATEGORY, request);
    const second = await postJson(t.app, BY_CATEGORY, request);
    t.app.services.catalogue.invalidate();
    const rebuilt = await postJson(t.app, BY_CATEGORY, request);
    expect(second.body).toBe(first.body);
    expect(rebuilt.body).toBe(first.body);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
  });
});

describe('POST /products/by-ids', () => {
  it('returns the product with every field as generated', async () => {
    for (const product of [productsOf(1)[0], productsOf(11).at(-1), productsOf(10)[3]]) {
      if (!product) throw new Error('the seed has fewer products than expected');
      const response = await postJson(t.app, BY_IDS, {
        categoryId: product.categoryid,
        productId: product.id,
      });
      expect(response.statusCode).toBe(200);
      expect(parseReply(ProductReplySchema, response)).toEqual({ product });
    }
  });

  it.each([
    ['in another category', 2, 101],
    ['that does not exist', 1, 199],
    ['in a category that does not exist', 12, 101],
    ['with a huge id', 1, 2_000_000_000],
  ])('answers 404 "Product not found" for a product %s', async (_case, categoryId, productId) => {
    const response = await postJson(t.app, BY_IDS, { categoryId, productId });
    expect(response.statusCode).toBe(404);
    expect(parseReply(ErrorReplySchema, response)).toEqual({ error: 'Product not found' });
  });
});

describe('GET /products/search (replies kept until the catalogue changes)', () => {
  const query = { q: 'samsung', limit: '3' };
  const searchReply = async () => {
    const response = await t.app.inject({ method: 'GET', url: SEARCH, query });
    expect(response.statusCode).toBe(200);
    return parseReply(SearchReplySchema, response);
  };
  /** Writes `fields` of product `id` and waits for the catalogue to read the change back. */
  const change = async (id: number, fields: Partial<typeof products.$inferInsert>) => {
    await t.db.update(products).set(fields).where(eq(products.id, id));
    // What the database's notice says of such a write (checked in multi-server.test.ts).
    const searchShown = Object.keys(fields).some((field) => field !== 'stock');
    await t.app.services.catalogue.changed({ productIds: [id], searchShown });
  };

  /** The first hit, and the seed's own values of it to put back. */
  const firstHit = async () => {
    const [hit] = (await searchReply()).products;
    const seeded = productsOf(0).find((product) => product.id === hit?.id);
    if (!hit || !seeded) throw new Error('the seed has no Samsung product');
    return { hit, seeded };
  };

  it('answers a repeated search without the database, and a stock change (an order) keeps it', async () => {
    const first = await searchReply();
    const { hit, seeded } = await firstHit();
    const reads = vi.spyOn(t.db, 'select');
    try {
      await change(hit.id, { stock: seeded.stock + 1 });
      reads.mockClear(); // the catalogue's own re-read of the product
      expect(await searchReply()).toEqual(first);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      await change(hit.id, { stock: seeded.stock });
    }
  });

  it('shows a new price or name at the next search', async () => {
    const { hit, seeded } = await firstHit();
    try {
      await change(hit.id, { price: hit.price + 1_000 });
      expect((await searchReply()).products[0]).toEqual({ ...hit, price: hit.price + 1_000 });
      await change(hit.id, { productname: 'Renamed Tablet' });
      expect((await searchReply()).products.map((product) => product.id)).not.toContain(hit.id);
    } finally {
      await change(hit.id, { price: seeded.price, productname: seeded.productname });
    }
  });
});
