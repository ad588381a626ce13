/**
 * The pages that get a prerendered first screen, each written by the build as
 * `prerendered/<kind>.html` beside index.html (the generic page, every other route). The API's
 * storefront route (apps/api/src/routes/storefront.ts) picks the file by the same names.
 */
export const PAGE_KINDS = ['home', 'listing', 'details'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const PRERENDERED_DIR = 'prerendered';

/** The route module whose lazy chunk each kind preloads, as Vite's manifest names it. */
export const ROUTE_MODULES: Record<PageKind, string> = {
  home: 'src/routes/home/HomeRoute.tsx',
  listing: 'src/routes/products/ProductsRoute.tsx',
  details: 'src/routes/product/ProductRoute.tsx',
};
