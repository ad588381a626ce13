import type { Category } from '../contract';

/** §9: only active categories, in displayorder (ties keep server order: the sort is stable). */
export function visibleCategories<T extends Pick<Category, 'isactive' | 'displayorder'>>(
  categories: readonly T[],
): T[] {
  return categories.filter((category) => category.isactive).sort((a, b) => a.displayorder - b.displayorder);
}
