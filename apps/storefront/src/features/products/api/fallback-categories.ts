import type { Category } from '@shop/core/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/keys';

export const fallbackCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories.fallback(),
    queryFn: async (): Promise<readonly Category[]> =>
      (await import('./fallback-categories-list')).fallbackCategoryList,
    staleTime: Infinity,
  });

/**
 * The built-in category list (spec §3) once `needed` (the categories call failed), loaded then and
 * not before: it is part of no page's first download.
 */
export function useFallbackCategories(needed: boolean) {
  return useQuery({ ...fallbackCategoriesQueryOptions(), enabled: needed });
}
