import { sampleCatalogue } from '@shop/catalog';

/**
 * The built-in sample catalogue (§2, §9: 90 products from prod-1001), loaded only when the
 * catalogue call fails: its generator is most of @shop/catalog, too big for every listing visit.
 */
export const sampleProducts = sampleCatalogue;
