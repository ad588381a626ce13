import { api } from '@shop/core';
import { delay, http, type HttpHandler } from 'msw';
import { productsHandlers } from '../handlers/products';
import { apiUrl } from '../http';

const search = api.products.search;

/** Long enough to see (and assert) the loading row, short enough that the rows still come. */
export const SEARCH_SLOW_MS = 3_000;

/**
 * Named states of the catalogue calls as the header search meets them (`products.search.…`).
 * Each replaces the whole `products` area, so list the default handlers last.
 */
export const productsSearchScenarios = {
  /** Every search answers, as usual, but only after {@link SEARCH_SLOW_MS}. */
  'products.search.slow': [
    // Answering nothing passes the request on to the default handler below.
    http.get(apiUrl(search), async () => {
      await delay(SEARCH_SLOW_MS);
    }),
    ...productsHandlers,
  ],
} satisfies Record<string, HttpHandler[]>;
