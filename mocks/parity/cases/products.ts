import { api } from '@shop/core';
import { categories, findProduct, productsOfCategory } from '@shop/catalog';
import { type Expected, type ParityCase } from '../format';

const listCategories = api.products.listCategories;
const listByCategory = api.products.listByCategory;
const getByIds = api.products.getByIds;
const search = api.products.search;

/*
 * Both sides serve the catalogue generator's output (the API seeds from it, the mocks answer from
 * it), so the rows compare whole products with it; what the rows type out is what a request
 * chooses: counts, pages, ids and order.
 */
const productsOf = (categoryId: number, ids: readonly number[]): Expected =>
  ids.map((id) => {
    const product = productsOfCategory(categoryId).find((candidate) => candidate.id === id);
    if (!product) throw new Error(`The catalogue has no product ${id} in category ${categoryId}`);
    return product as unknown as Expected;
  });

/** Search rows: the fields a suggestion shows, read from the catalogue, in the order given. */
const hitsOf = (ids: readonly number[]): Expected =>
  ids.map((id) => {
    const product = findProduct(id);
    if (!product) throw new Error(`The catalogue has no product ${id}`);
    const { productname, brand, price, oldprice, discountpercent, imageurl, categoryid, categories } =
      product;
    return {
      id,
      productname,
      brand,
      price,
      oldprice,
      discountpercent,
      imageurl,
      categoryid,
      categories: { slug: categories.slug },
    };
  });

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index);

const invalid = (error: string, details: Record<string, string>) => ({
  status: 400,
  body: { error, details },
});

export const productsCases: readonly ParityCase[] = [
  {
    name: 'category list: the eleven categories of §2 in display order',
    steps: [
      {
        endpoint: listCategories,
        expect: {
          status: 200,
          body: {
            products: categories.map((category) => category as unknown as Expected),
          },
        },
      },
    ],
  },
  {
    name: 'by category: the first page with the default limit of 12',
    steps: [
      {
        endpoint: listByCategory,
        body: { categoryid: 1 },
        expect: {
          status: 200,
          body: { products: productsOf(1, range(101, 112)), total: 34, page: 1, limit: 12 },
        },
      },
    ],
  },
  {
    name: 'by category: the last page of one category',
    steps: [
      {
        endpoint: listByCategory,
        body: { categoryid: 11, page: 3, limit: 10 },
        expect: {
          status: 200,
          body: { products: productsOf(11, [1121, 1122, 1123, 1124]), total: 24, page: 3, limit: 10 },
        },
      },
    ],
  },
  {
    name: 'by category: 0 lists every category',
    steps: [
      {
        endpoint: listByCategory,
        body: { categoryid: 0, page: 1, limit: 3 },
        expect: {
          status: 200,
          body: { products: productsOf(0, [101, 102, 103]), total: 299, page: 1, limit: 3 },
        },
      },
    ],
  },
  {
    name: 'by category: a page past the end is empty, with the total',
    steps: [
      {
        endpoint: listByCategory,
        body: { categoryid: 1, page: 99 },
        expect: { status: 200, body: { products: [], total: 34, page: 99, limit: 12 } },
      },
    ],
  },
  {
    name: 'by category: an unknown category is a 404',
    steps: [
      {
        endpoint: listByCategory,
        body: { categoryid: 99 },
        expect: { status: 404, body: { error: 'Category not found' } },
      },
    ],
  },
  {
    name: 'by category: invalid bodies name the field',
    steps: [
      {
        endpoint: listByCategory,
        body: { categoryid: 'laptops' },
        expect: invalid('Invalid request: categoryid must be a number', { categoryid: 'must be a number' }),
      },
      {
        endpoint: listByCategory,
        body: { categoryid: 1, page: 0, limit: 101 },
        expect: invalid('Invalid request: page must be at least 1; limit must be at most 100', {
          page: 'must be at least 1',
          limit: 'must be at most 100',
        }),
      },
      {
        endpoint: listByCategory,
        body: {},
        expect: invalid('Invalid request: categoryid is required', { categoryid: 'is required' }),
      },
      {
        endpoint: listByCategory,
        rawBody: '{"categoryid": 1',
        expect: { status: 400, body: { error: 'Malformed JSON body' } },
      },
    ],
  },
  {
    name: 'by ids: one product',
    steps: [
      {
        endpoint: getByIds,
        body: { categoryId: 10, productId: 1001 },
        expect: { status: 200, body: { product: findProduct(1001) as unknown as Expected } },
      },
    ],
  },
  {
    name: 'by ids: a product asked for in another category, or unknown, is a 404',
    steps: [
      {
        endpoint: getByIds,
        body: { categoryId: 1, productId: 1001 },
        expect: { status: 404, body: { error: 'Product not found' } },
      },
      {
        endpoint: getByIds,
        body: { categoryId: 1, productId: 999_999 },
        expect: { status: 404, body: { error: 'Product not found' } },
      },
      {
        endpoint: getByIds,
        body: { categoryId: 99, productId: 101 },
        expect: { status: 404, body: { error: 'Product not found' } },
      },
    ],
  },
  {
    name: 'by ids: invalid bodies name the field',
    steps: [
      {
        endpoint: getByIds,
        body: { categoryId: 0, productId: 1.5 },
        expect: invalid(
          'Invalid request: categoryId must be a positive number; productId must be a whole number',
          {
            categoryId: 'must be a positive number',
            productId: 'must be a whole number',
          },
        ),
      },
      {
        endpoint: getByIds,
        body: { categoryId: '1' },
        expect: invalid('Invalid request: categoryId must be a number; productId is required', {
          categoryId: 'must be a number',
          productId: 'is required',
        }),
      },
      {
        endpoint: getByIds,
        rawBody: 'not json',
        expect: { status: 400, body: { error: 'Malformed JSON body' } },
      },
    ],
  },
  /*
   * Search: the database ranks with ts_rank and the mocks approximate it, so these rows use queries
   * whose matches all rank alike (then by id) or are narrowed to one order both sides agree on.
   */
  {
    name: 'search: a prefix of the brand finds its products, equal ranks by id, narrowed by category',
    steps: [
      {
        endpoint: search,
        query: { q: 'sams', categoryId: '3' },
        expect: { status: 200, body: { products: hitsOf([301, 302, 314, 318, 325]) } },
      },
      {
        endpoint: search,
        query: { q: '  SAMS:*& ', categoryId: '11', limit: '2' },
        expect: { status: 200, body: { products: hitsOf([1104, 1105]) } },
      },
    ],
  },
  {
    name: 'search: every word must match the name, brand or category name',
    steps: [
      {
        endpoint: search,
        query: { q: 'galaxy fold' },
        expect: { status: 200, body: { products: hitsOf([112]) } },
      },
      {
        endpoint: search,
        query: { q: 'samsung refrigerator appliances' },
        expect: { status: 200, body: { products: hitsOf([314]) } },
      },
    ],
  },
  {
    name: 'search: no match, or no letters at all, is an empty list',
    steps: [
      {
        endpoint: search,
        query: { q: 'zzqx' },
        expect: { status: 200, body: { products: [] } },
      },
      {
        endpoint: search,
        query: { q: "&|!():*'\\" },
        expect: { status: 200, body: { products: [] } },
      },
      {
        endpoint: search,
        query: { q: 'sams', categoryId: '8' },
        expect: { status: 200, body: { products: [] } },
      },
    ],
  },
  {
    name: 'search: short, overlong and out-of-range queries are refused with 400',
    steps: [
      {
        endpoint: search,
        query: {},
        expect: invalid('Invalid request: q is required', { q: 'is required' }),
      },
      {
        endpoint: search,
        query: { q: ' a ' },
        expect: invalid('Invalid request: q must be at least 2 characters long', {
          q: 'must be at least 2 characters long',
        }),
      },
      {
        endpoint: search,
        query: { q: 'x'.repeat(101) },
        expect: invalid('Invalid request: q must be at most 100 characters long', {
          q: 'must be at most 100 characters long',
        }),
      },
      {
        endpoint: search,
        query: { q: 'sams', limit: '21', categoryId: '-1' },
        expect: invalid('Invalid request: categoryId must be at least 0; limit must be at most 20', {
          categoryId: 'must be at least 0',
          limit: 'must be at most 20',
        }),
      },
    ],
  },
];
