import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** What a listing history entry keeps in its location state: the kind of edit that made it. */
interface ListingEntryState {
  readonly listingEdit?: string;
}

/**
 * Navigates the listing to a new URL, one history entry per edit, except that a stream of the same
 * streaming edit (typing, dragging a thumb) replaces the entry it made instead of adding one each.
 *
 * The edit behind the current entry is kept in a ref written at the moment of navigating, not read
 * from the rendered location: a navigation renders as a transition, which typing keeps
 * interrupting, so on a busy phone the next write of a stream can come before the last one has
 * rendered, and the rendered location would still name the entry before it (back would then stop
 * at half a word).
 */
export function useListingHistory(streaming: ReadonlySet<string>): (url: string, edit: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const madeBy = useRef((location.state as ListingEntryState | null)?.listingEdit);

  // Back, forward or another page's link: the entry shown now says what made it.
  const shownEdit = (location.state as ListingEntryState | null)?.listingEdit;
  useLayoutEffect(() => {
    madeBy.current = shownEdit;
  }, [location.key, shownEdit]);

  return useCallback(
    (url: string, edit: string) => {
      const replace = streaming.has(edit) && madeBy.current === edit;
      madeBy.current = edit;
      const state: ListingEntryState = { listingEdit: edit };
      void navigate(url, { replace, state });
    },
    [navigate, streaming],
  );
}
