import type { SampleProduct } from '@shop/catalog/sample';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/keys';

/**
 * The built-in sample catalogue (§2, §9: 90 products from prod-1001): what the listing shows when
 * the catalogue call fails, and what details shows for a `prod-…` id. Its generator is most of
 * @shop/catalog, too big for every visit, so it is imported only when first asked for, and kept.
 */
export const sampleProductsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.products.sample(),
    queryFn: async (): Promise<SampleProduct[]> => (await import('@shop/catalog')).sampleCatalogue(),
    staleTime: Infinity,
  });

export function useSampleProducts(enabled: boolean) {
  return useQuery({ ...sampleProductsQueryOptions(), enabled });
}
