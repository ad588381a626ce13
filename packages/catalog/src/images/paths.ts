import { PRODUCT_IMAGE_VIEWS, type ProductImageView } from './views';

/** The app serves every image itself under this path: the shop must work offline (ARCHITECTURE.md). */
export const IMAGE_BASE_PATH = '/images';

/** The front view keeps the plain `{id}.svg` name that listings, the cart and the API data use. */
export function productImagePath(productId: number, view: ProductImageView = 'front'): string {
  const suffix = view === 'front' ? '' : `-${view}`;
  return `${IMAGE_BASE_PATH}/products/${productId}${suffix}.svg`;
}

/** Every view of a product for the details gallery, the front (the product's `imageurl`) first. */
export function productGalleryImagePaths(productId: number): string[] {
  return PRODUCT_IMAGE_VIEWS.map((view) => productImagePath(productId, view));
}

/**
 * Reads a product image file name (`101.svg`, `101-angle.svg`) back into id and view; undefined
 * for anything else, so servers answer 404 without rendering.
 */
export function parseProductImageFile(
  file: string,
): { productId: number; view: ProductImageView } | undefined {
  const match = /^(\d{1,9})(?:-([a-z]+))?\.svg$/.exec(file);
  if (!match) return undefined;
  const view = match[2] ?? 'front';
  if (view === 'front' && match[2] !== undefined) return undefined;
  const known = PRODUCT_IMAGE_VIEWS.find((candidate) => candidate === view);
  return known ? { productId: Number(match[1]), view: known } : undefined;
}

export function categoryImagePath(slug: string): string {
  return `${IMAGE_BASE_PATH}/categories/${slug}.svg`;
}
