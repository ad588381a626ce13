import type { HttpHandler } from 'msw';

/**
 * Named states of the catalogue calls as the home screen meets them (`products.home.…`).
 * Each replaces the whole `products` area, so list the default handlers last.
 */
export const productsHomeScenarios = {} satisfies Record<string, HttpHandler[]>;
