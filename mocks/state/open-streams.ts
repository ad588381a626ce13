/**
 * Replies of the mock API that stay open after their headers (the order tracker's event stream).
 * Each registers how to end it, so whatever ends a story or a test can close the lot
 * ({@link closeOpenStreams}) rather than count on the page to.
 *
 * The page cannot always be counted on: in the browser, MSW hands a resolver a copy of the page's
 * request, so `request.signal` never aborts there; the stream hears of the page only through its
 * own `cancel()`, when the page cancels its reader or aborts its fetch. A page that stays mounted
 * (a story's page lives until the next story starts; the last story of a file, until its iframe
 * goes) or a test that never aborts would leave the stream, its idle timer and its tracker slot.
 */
const openStreams = new Set<() => void>();

/** Registers an open stream's `close`; the returned function unregisters it (call it on any end). */
export function registerOpenStream(close: () => void): () => void {
  openStreams.add(close);
  return () => {
    openStreams.delete(close);
  };
}

/** How many mock streams are open now. */
export function openStreamCount(): number {
  return openStreams.size;
}

/** Ends every open mock stream (each ends as the server's does when the client goes). */
export function closeOpenStreams(): void {
  for (const close of [...openStreams]) close();
  openStreams.clear();
}
