import { productEndpoints, SEARCH_LIMIT_DEFAULT, type SearchHit } from '@shop/core/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

// Apart from products.ts: only the header's suggestions ask for it, and their code comes when the
// search field is first used (app/header/HeaderSuggestionFinder.tsx), not with every page.

export interface ProductSearchParams {
  readonly q: string;
  /** 0 (all) when omitted. */
  readonly categoryId?: number;
  readonly limit?: number;
}

/** The header's suggestions (ours: GET /products/search). The caller debounces `q`. */
export const productSearchQueryOptions = ({
  q,
  categoryId = 0,
  limit = SEARCH_LIMIT_DEFAULT,
}: ProductSearchParams) =>
  queryOptions({
    queryKey: queryKeys.products.search({ q, categoryId, limit }),
    queryFn: async ({ signal }): Promise<SearchHit[]> =>
      (await apiClient.call(productEndpoints.search, { query: { q, categoryId, limit }, signal })).products,
  });

/** Keeps the previous rows on screen while the next query loads, so the list does not flicker. */
export function useProductSearch(params: ProductSearchParams, enabled: boolean) {
  return useQuery({ ...productSearchQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
