import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ListingUrlState } from './listing-url';

/**
 * The listing (with its category and view) the next edit builds on: the last one asked for.
 * React Router commits a navigation in a transition, so an edit made before the previous one has
 * reached the URL (a test's next fill, a quick hand) would otherwise build on the listing still
 * shown, and the previous edit be lost (the price thumbs crossed in 3 of 8 quick runs). Once the
 * URL shows the last edit, or moves anywhere else (back, forward, a link), the listing shown is
 * the one to build on again. Back or forward counts at once, render or not: an edit and the way
 * back can cancel out before either is shown, and then nothing renders.
 */
export function useAskedListing(shown: ListingUrlState, shownUrl: string) {
  // Asked since the URL last caught up: the URL shown then, then each one asked for.
  const asked = useRef<{ listing: ListingUrlState; urls: readonly string[] }>({ listing: shown, urls: [] });
  const shownUrlNow = useRef(shownUrl);
  shownUrlNow.current = shownUrl;
  const shownNow = useRef(shown);

  useLayoutEffect(() => {
    shownNow.current = shown;
    const { urls } = asked.current;
    const onItsWay = urls.includes(shownUrl) && urls.at(-1) !== shownUrl;
    if (!onItsWay) asked.current = { listing: shown, urls: [] };
  }, [shown, shownUrl]);

  useEffect(() => {
    const onHistoryMove = () => {
      asked.current = { listing: shownNow.current, urls: [] };
    };
    window.addEventListener('popstate', onHistoryMove);
    return () => window.removeEventListener('popstate', onHistoryMove);
  }, []);

  return {
    current: (): ListingUrlState => asked.current.listing,
    /** Records an edit as asked for, on its way to `url`. */
    ask(listing: ListingUrlState, url: string): void {
      const since = asked.current.urls.length > 0 ? asked.current.urls : [shownUrlNow.current];
      asked.current = { listing, urls: [...since, url] };
    },
  };
}
