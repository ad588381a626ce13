import {
  HYDRATED_ATTRIBUTE,
  PENDING_TEST_ID_ATTRIBUTE,
  SERVER_DATA_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
} from '@shop/core';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { takePageDataBlock } from '../lib/page-data-block';

/** Whether the server drew the first screen into `container` (apps/api: shop-page-renderer.ts). */
export const isServerRendered = (container: HTMLElement) => container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);

/**
 * The data the server drew the first screen from (TanStack Query's dehydrated answers), put in the
 * cache before hydration, as answered when the server asked: the first render then draws the same
 * screen, and nothing is fetched twice. Data that cannot be read is none: the screen asks for it.
 * Written with `setQueryData` rather than the library's `hydrate`, whose module every page would
 * otherwise download (about 0.8 kB).
 */
export function takeServerData(queryClient: QueryClient): void {
  // Read as the server wrote it, but checked entry by entry: an answer that cannot be read is
  // left out (its screen asks for it), and never stops the shop from starting.
  const data = takePageDataBlock(SERVER_DATA_ELEMENT_ID) as { queries?: unknown } | undefined;
  if (!Array.isArray(data?.queries)) return;
  for (const query of data.queries as (Partial<DehydratedState['queries'][number]> | null)[]) {
    if (query?.queryKey && query.state?.status === 'success')
      queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
  }
}

/**
 * The page is live: a server render becomes actionable and findable (its test ids are theirs
 * again; React's hydration writes no attribute), and automation may rely on the marker.
 */
export function markLive(container: HTMLElement): void {
  for (const element of container.querySelectorAll(`[${PENDING_TEST_ID_ATTRIBUTE}]`)) {
    element.setAttribute('data-testid', element.getAttribute(PENDING_TEST_ID_ATTRIBUTE) ?? '');
    element.removeAttribute(PENDING_TEST_ID_ATTRIBUTE);
  }
  for (const attribute of ['inert', 'aria-hidden', 'aria-busy']) container.removeAttribute(attribute);
  container.setAttribute(HYDRATED_ATTRIBUTE, '');
}
