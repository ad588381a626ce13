/**
 * The frame around every page (ours: the spec names no text for a page whose code cannot load).
 * Part of texts/index.ts, where every text is listed (see there).
 */

/** A route's screen failed to download or to render. */
export const appMessages = {
  pageLoadFailed: 'This page could not be loaded. Check your connection and reload the page.',
  reloadPage: 'Reload page',
} as const;
