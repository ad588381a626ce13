import {
  homeSectionRandom,
  type HomeShuffledSection,
  type Product,
  type ProductsByCategory,
  type RandomSource,
} from '@shop/core/products';
import type { HomeSectionStatus } from '@shop/ui/products';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { homeSectionQueryOptions } from './api/home-section';

export interface HomeProductsResult {
  status: HomeSectionStatus;
  /** The 4 shown when `ready`; empty otherwise. */
  products: readonly Product[];
  /** Asks again for this section's failed calls only. */
  retry: () => void;
}

/**
 * One data section of home (deals or fresh picks, spec §4/§9): the first two products of each of
 * its categories, one call per category (api/home-section.ts), shuffled with the section's own
 * stream of `seed`. Loading until every call has answered; fallback when any failed (the banner
 * says the latest could not be loaded, which is then true).
 */
export function useHomeProducts(
  categoryIds: readonly number[],
  pick: (byCategory: ProductsByCategory<Product>, random: RandomSource) => Product[],
  section: HomeShuffledSection,
  seed: string,
): HomeProductsResult {
  const queryClient = useQueryClient();
  const query = useQuery(homeSectionQueryOptions(queryClient, section, categoryIds));
  const status: HomeSectionStatus = query.isPending ? 'loading' : query.isError ? 'fallback' : 'ready';
  const products = useMemo(
    () => (query.data ? pick(query.data, homeSectionRandom(seed, section)) : []),
    [query.data, pick, seed, section],
  );
  const { refetch } = query;
  // The same object while nothing changed: the route shows it as a deferred value (HomeRoute.tsx).
  return useMemo(() => ({ status, products, retry: () => void refetch() }), [status, products, refetch]);
}
