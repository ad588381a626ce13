/**
 * The gallery's views of one product, in display order. 'front' is the product's own picture (the
 * one listings show); the others redraw the same silhouette and palette so they read as the same
 * object seen differently. (Its own module: paths.ts needs it without importing the catalogue.)
 */
export const PRODUCT_IMAGE_VIEWS = ['front', 'angle', 'back', 'detail'] as const;
export type ProductImageView = (typeof PRODUCT_IMAGE_VIEWS)[number];

/** Words for each view: under the brand in the picture, and in the image's alternative text. */
export const PRODUCT_IMAGE_VIEW_CAPTIONS: Readonly<Record<ProductImageView, string>> = {
  front: '',
  angle: 'side angle',
  back: 'back view',
  detail: 'close-up',
};

/** 'Apple iPhone 15 Pro' for the front, 'Apple iPhone 15 Pro, side angle' for the others. */
export function productImageAlt(productName: string, view: ProductImageView): string {
  const caption = PRODUCT_IMAGE_VIEW_CAPTIONS[view];
  return caption ? `${productName}, ${caption}` : productName;
}
