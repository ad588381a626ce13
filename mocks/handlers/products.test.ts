import { API_BASE_PATH } from '@shop/core';
import { findProduct } from '@shop/catalog';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetAccountsState } from '../state/accounts';
import { takeStock } from '../state/stock';
import { productsHandlers } from './products';

const server = setupServer(...productsHandlers);
const ORIGIN = 'http://products-handlers.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetAccountsState());
afterAll(() => server.close());

const post = async (path: string, body: unknown) =>
  (await fetch(`${ORIGIN}${API_BASE_PATH}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json())) as {
    product?: { stock: number };
    products?: { id: number; stock: number }[];
  };

describe('catalogue replies after mock orders', () => {
  it('show the stock the orders left, as the server’s products table does', async () => {
    const product = findProduct(101)!;
    takeStock(101, 2);
    const details = await post('/products/by-ids', { productId: 101, categoryId: product.categoryid });
    expect(details.product?.stock).toBe(product.stock - 2);
    const listing = await post('/products/by-category', {
      categoryid: product.categoryid,
      page: 1,
      limit: 50,
    });
    expect(listing.products?.find((each) => each.id === 101)?.stock).toBe(product.stock - 2);
  });

  it('never below zero', async () => {
    const product = findProduct(101)!;
    takeStock(101, product.stock + 5);
    const details = await post('/products/by-ids', { productId: 101, categoryId: product.categoryid });
    expect(details.product?.stock).toBe(0);
  });
});
