/**
 * The gallery's views of one product, in display order. 'front' is the product's own picture (the
 * one listings show); the others redraw the same silhouette and palette so they read as the same
 * object seen differently. (Its own module: paths.ts needs it without importing the catalogue.)
 */
export const PRODUCT_IMAGE_VIEWS = ['front', 'angle', 'back', 'detail'] as const;
export type ProductImageView = (typeof PRODUCT_IMAGE_VIEWS)[number];
