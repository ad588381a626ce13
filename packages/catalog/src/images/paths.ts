/** The app serves every image itself under this path: the shop must work offline (ARCHITECTURE.md). */
export const IMAGE_BASE_PATH = '/images';

export function productImagePath(productId: number): string {
  return `${IMAGE_BASE_PATH}/products/${productId}.svg`;
}

export function categoryImagePath(slug: string): string {
  return `${IMAGE_BASE_PATH}/categories/${slug}.svg`;
}
