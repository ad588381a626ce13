/**
 * Home's section banners (§4, §8).
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */

/** Home section banners, each with Retry (§4, §8). */
export const homeMessages = {
  categoriesFallback: 'Unable to load latest categories. Showing default categories.',
  dealsFallback: 'Unable to load latest deals. Showing default deals.',
  freshPicksFallback: 'Unable to load latest fresh picks. Showing default recommendations.',
} as const;
