import { DEALS_PER_CATEGORY } from '@shop/core';
import {
  homeSectionRandom,
  type HomeShuffledSection,
  type Product,
  type ProductsByCategory,
  type RandomSource,
} from '@shop/core/products';
import type { HomeSectionStatus } from '@shop/ui/products';
import { useQueries } from '@tanstack/react-query';
import { productPageQueryOptions } from './api/products';

export interface HomeProductsResult {
  status: HomeSectionStatus;
  /** The 4 shown when `ready`; empty otherwise. */
  products: readonly Product[];
  /** Asks again for this section's failed calls only. */
  retry: () => void;
}

/**
 * One data section of home (deals or fresh picks, spec §4/§9): the first two products of each of
 * its categories, one call per category, shuffled with the section's own stream of `seed`.
 * Loading until every call has answered; fallback when any failed (the banner says the latest
 * could not be loaded, which is then true).
 */
export function useHomeProducts(
  categoryIds: readonly number[],
  pick: (byCategory: ProductsByCategory<Product>, random: RandomSource) => Product[],
  section: HomeShuffledSection,
  seed: string,
): HomeProductsResult {
  const results = useQueries({
    queries: categoryIds.map((categoryId) =>
      productPageQueryOptions({ categoryId, page: 1, limit: DEALS_PER_CATEGORY }),
    ),
  });

  const status: HomeSectionStatus = results.some((result) => result.isPending)
    ? 'loading'
    : results.some((result) => result.isError)
      ? 'fallback'
      : 'ready';

  // Cheap (ten products) and the same for the same seed, so worked out on every render.
  const byCategory: Record<number, readonly Product[]> = {};
  categoryIds.forEach((categoryId, index) => {
    const reply = results[index]?.data;
    if (reply) byCategory[categoryId] = reply.products;
  });
  const products = status === 'ready' ? pick(byCategory, homeSectionRandom(seed, section)) : [];

  const failed = results.filter((result) => result.isError);
  const retry = () => {
    for (const result of failed) void result.refetch();
  };

  return { status, products, retry };
}
