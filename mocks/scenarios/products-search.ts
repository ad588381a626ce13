import { api } from '@shop/core';
import { delay, http, type HttpHandler } from 'msw';
import { productsHandlers } from '../handlers/products';
import { apiUrl } from '../http';

const search = api.products.search;

/**
 * Named states of the catalogue calls as the header search meets them (`products.search.…`).
 * Each replaces the whole `products` area, so list the default handlers last. The live registry
 * adds the rest (`products.search.slow`, `.empty`, `.error` …).
 */
export const productsSearchScenarios = {
  /** Every search waits for ever: the loading row stays (the live `.slow` answers within 2 s). */
  'products.search.loading': [
    http.get(apiUrl(search), async () => {
      await delay('infinite');
    }),
    ...productsHandlers,
  ],
} satisfies Record<string, HttpHandler[]>;
