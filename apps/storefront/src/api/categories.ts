import { api, productMessages } from '@shop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './client';
import { queryKeys } from './keys';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories,
    queryFn: async () =>
      (await apiClient.call(api.products.listCategories, productMessages.fetchCategoriesFailed)).products,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
