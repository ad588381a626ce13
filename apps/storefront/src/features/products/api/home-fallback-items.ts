import type { HomeFallbackItem } from '@shop/core/products';
import type { HomeSectionStatus } from '@shop/ui/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/keys';

interface HomeFallbackItems {
  readonly deals: readonly HomeFallbackItem[];
  readonly freshPicks: readonly HomeFallbackItem[];
}

export const homeFallbackItemsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.home.fallbackItems(),
    queryFn: async (): Promise<HomeFallbackItems> => {
      const { fallbackDeals, fallbackFeatured } = await import('./home-fallback-list');
      return { deals: fallbackDeals, freshPicks: fallbackFeatured };
    },
    staleTime: Infinity,
  });

/**
 * The built-in items of home's data sections (spec §3), loaded once a section has failed and not
 * before. `sectionStatus` keeps a failed section loading until its items are there, so the
 * fallback banner never shows without them.
 */
export function useHomeFallbackItems(needed: boolean) {
  const items = useQuery({ ...homeFallbackItemsQueryOptions(), enabled: needed });
  const sectionStatus = (status: HomeSectionStatus): HomeSectionStatus =>
    status === 'fallback' && items.isPending ? 'loading' : status;
  return {
    deals: items.data?.deals ?? [],
    freshPicks: items.data?.freshPicks ?? [],
    sectionStatus,
  };
}
