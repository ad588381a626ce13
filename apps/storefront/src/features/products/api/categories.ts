import { productEndpoints } from '@shop/core/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories.all(),
    queryFn: async ({ signal }) =>
      (await apiClient.call(productEndpoints.listCategories, { signal })).products,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
