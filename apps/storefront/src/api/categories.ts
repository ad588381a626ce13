import { productEndpoints } from '@shop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './client';
import { queryKeys } from './keys';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories.all(),
    queryFn: async ({ signal }) =>
      (await apiClient.call(productEndpoints.listCategories, { signal })).products,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
