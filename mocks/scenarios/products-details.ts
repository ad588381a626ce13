import { api, requestMessages } from '@shop/core';
import type { HttpHandler } from 'msw';
import { delay } from 'msw';
import { productsHandlers } from '../handlers/products';
import { errorReply, networkDown, on } from '../http';

const getByIds = api.products.getByIds;

/**
 * Named states of the catalogue calls as the details screen meets them (`products.details.…`).
 * Each replaces the whole `products` area, so list the default handlers last.
 */
export const productsDetailsScenarios = {
  /** The product never arrives: the skeleton stays. */
  'products.details.loading': [
    on(getByIds, async () => {
      await delay('infinite');
      return networkDown();
    }),
    ...productsHandlers,
  ],
  /** A 500 without usable text: 'Unable to Load Product' over 'Failed to load product details'. */
  'products.details.error': [
    on(getByIds, () => new Response('<html>Internal Server Error</html>', { status: 500 })),
    ...productsHandlers,
  ],
  /** The server knows no such product: 'Product Not Available'. */
  'products.details.not-found': [
    on(getByIds, () => errorReply(404, requestMessages.productNotFound)),
    ...productsHandlers,
  ],
  /** No reply at all: 'Unable to Load Product' over 'Network error occurred'. */
  'products.details.network-down': [on(getByIds, () => networkDown()), ...productsHandlers],
} satisfies Record<string, HttpHandler[]>;
