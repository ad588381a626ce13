/**
 * Catalogue calls (§2, §8).
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */

/** Catalogue calls, listing and details screens (§2, §8). */
export const productMessages = {
  fetchProductsFailed: 'Failed to fetch products',
  fetchCategoriesFailed: 'Failed to fetch categories',
  loadProductsFailed: 'Failed to load products',
  fetchDetailsFailed: 'Failed to fetch product details',
  loadDetailsFailed: 'Failed to load product details',
  invalidParameters: 'Invalid product parameters',
  sampleProductsNotice: 'Unable to load latest products. Showing sample products.',
  noProductsTitle: 'No Products Available',
  browseOtherCategories: 'Browse Other Categories',
  noMatchesTitle: 'No Products Match Your Filters',
  clearAllFilters: 'Clear All Filters',
  detailsErrorTitle: 'Unable to Load Product',
  detailsNotFoundTitle: 'Product Not Available',
} as const;
