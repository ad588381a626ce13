import { api } from '@shop/core';
import type { HttpHandler } from 'msw';
import { delay } from 'msw';
import { productsHandlers } from '../handlers/products';
import { errorReply, on, reply } from '../http';

const listByCategory = api.products.listByCategory;

/**
 * Named states of the catalogue calls as the listing screen meets them (`products.listing.…`).
 * Each replaces the whole `products` area, so list the default handlers last.
 */
export const productsListingScenarios = {
  /** The category's products never arrive: the skeleton grid stays. */
  'products.listing.loading': [
    on(listByCategory, async () => {
      await delay('infinite');
      return reply(listByCategory, { products: [], total: 0, page: 1, limit: 100 });
    }),
    ...productsHandlers,
  ],
  /** The call fails: the listing shows its notice over the built-in sample products (§2, §8). */
  'products.listing.error': [
    on(listByCategory, () => errorReply(500, 'Failed to fetch products')),
    ...productsHandlers,
  ],
  /** The category holds nothing: 'No Products Available'. */
  'products.listing.empty': [
    on(listByCategory, ({ body }) =>
      reply(listByCategory, { products: [], total: 0, page: body.page, limit: body.limit }),
    ),
    ...productsHandlers,
  ],
} satisfies Record<string, HttpHandler[]>;
