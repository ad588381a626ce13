import type { HttpHandler } from 'msw';

/**
 * Named states of the catalogue calls as the search screen meets them (`products.search.…`).
 * Each replaces the whole `products` area, so list the default handlers last.
 */
export const productsSearchScenarios = {} satisfies Record<string, HttpHandler[]>;
