import type { HttpHandler } from 'msw';

/**
 * Named states of the catalogue calls as the listing screen meets them (`products.listing.…`).
 * Each replaces the whole `products` area, so list the default handlers last.
 */
export const productsListingScenarios = {} satisfies Record<string, HttpHandler[]>;
