import { DEALS_PER_CATEGORY } from '@shop/core';
import type { HomeShuffledSection, ListingReply, Product } from '@shop/core/products';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/keys';
import { nextTask } from '../../../lib/next-task';
import { productPageQueryOptions } from './products';

/** A home section's products by category: the first two of each (spec §4, §9). */
export type HomeSectionProducts = Readonly<Record<number, readonly Product[]>>;

/**
 * One home section (deals or fresh picks) as one query over its calls: one `by-category` call per
 * category, as §9 makes them (learners intercept them), each cached under its own key. One
 * observer and one render when the section is complete, instead of one of each per call: on a
 * phone, ten results arriving one by one cost ten renders of the whole home page.
 *
 * The section answers once every call has (a failed one: the section fails, after the others have
 * answered, as the loading state promises); asked again, only the calls without a fresh answer go
 * out again, because each call is taken from the cache when it has one.
 */
export const homeSectionQueryOptions = (
  queryClient: QueryClient,
  section: HomeShuffledSection,
  categoryIds: readonly number[],
) =>
  queryOptions({
    queryKey: queryKeys.products.homeSection(section, categoryIds),
    queryFn: async (): Promise<HomeSectionProducts> => {
      const calls: Promise<ListingReply>[] = [];
      for (const categoryId of categoryIds) {
        // Each call (about 5 ms of a phone's main thread to send) starts in a task of its own.
        if (calls.length > 0) await nextTask();
        // Each call with the client's own retry rule (fetchQuery takes the default options).
        const call = queryClient.fetchQuery(
          productPageQueryOptions({ categoryId, page: 1, limit: DEALS_PER_CATEGORY }),
        );
        // Settled below, once every call has started; a failure meanwhile is not unhandled.
        call.catch(() => undefined);
        calls.push(call);
      }
      const answers = await Promise.allSettled(calls);
      const failed = answers.find((answer) => answer.status === 'rejected');
      if (failed) throw failed.reason;
      return Object.fromEntries(
        answers.map((answer, index) => [
          categoryIds[index],
          answer.status === 'fulfilled' ? answer.value.products : [],
        ]),
      );
    },
    // Each call has already retried by the client's rule; the section adds none of its own.
    retry: false,
  });
