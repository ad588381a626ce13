import {
  HYDRATED_ATTRIBUTE,
  PENDING_TEST_ID_ATTRIBUTE,
  SERVER_DATA_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
} from '@shop/core';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/** Whether the server drew the first screen into `container` (apps/api: shop-page-renderer.ts). */
export const isServerRendered = (container: HTMLElement) => container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);

/**
 * The data the server drew the first screen from, put in the cache before hydration: the first
 * render then draws the same screen, and nothing is fetched twice. Data that cannot be read is
 * none: the screen asks for it.
 */
export function takeServerData(queryClient: QueryClient): void {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    hydrate(queryClient, JSON.parse(element.textContent) as DehydratedState);
  } catch {
    // A page cut short in transit: the screen's own calls fetch what it needs.
  }
  element.remove();
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
