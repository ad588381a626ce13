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
  const data = takePageDataBlock(SERVER_DATA_ELEMENT_ID) as Partial<DehydratedState> | undefined;
  // Anything else is a page cut short in transit: the screen's own calls fetch what it needs.
  if (!Array.isArray(data?.queries)) return;
  for (const { queryKey, state } of data.queries) {
    if (state.status === 'success')
      queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
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
