import type { HttpHandler } from 'msw';

/**
 * Named states of the catalogue calls as the details screen meets them (`products.details.…`).
 * Each replaces the whole `products` area, so list the default handlers last.
 */
export const productsDetailsScenarios = {} satisfies Record<string, HttpHandler[]>;
