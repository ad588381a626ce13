import type { Category } from '../contract';

/** §9: only active categories, in displayorder (ties keep server order: the sort is stable). */
export function visibleCategories<T extends Pick<Category, 'isactive' | 'displayorder'>>(
  categories: readonly T[],
): T[] {
  return categories.filter((category) => category.isactive).sort((a, b) => a.displayorder - b.displayorder);
}

/** Where a category card leads (§2 Home): `/products?categoryId={id}&category={slug}`. */
export function categoryListingPath(category: { readonly id: number; readonly slug: string }): string {
  return `/products?categoryId=${encodeURIComponent(category.id)}&category=${encodeURIComponent(category.slug)}`;
}

/** The canonical details route (§2): `/product/{categoryId}/{productId}`. */
export function productPath(categoryId: number | string, productId: number | string): string {
  return `/product/${encodeURIComponent(categoryId)}/${encodeURIComponent(productId)}`;
}
