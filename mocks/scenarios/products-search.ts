import { api } from '@shop/core';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { productsHandlers } from '../handlers/products';
import { apiUrl, on, reply } from '../http';

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
  /** A 500 without a body: the suggestions show the search's own failure text. */
  'products.search.error': [
    http.get(apiUrl(search), () => new HttpResponse(null, { status: 500 })),
    ...productsHandlers,
  ],
  /** Nothing matches, whatever is typed. */
  'products.search.empty': [on(search, () => reply(search, { products: [] })), ...productsHandlers],
} satisfies Record<string, HttpHandler[]>;
