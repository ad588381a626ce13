import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** The browser's address as a path and query, the form `navigate` is given. */
function addressNow(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** `url` as the address will show it. */
function asAddress(url: string): string {
  const { pathname, search } = new URL(url, window.location.origin);
  return `${pathname}${search}`;
}

/**
 * Navigates the listing to a new URL, one history entry per edit, except that a stream of the same
 * streaming edit (typing, dragging a thumb) replaces the entry it made instead of adding one each.
 *
 * Whether the entry shown is the stream's own is read from the browser's address at the moment of
 * writing, not from the rendered location. React Router renders navigations as transitions, which
 * typing keeps interrupting: on a busy phone the next write of a stream can come before the last
 * one has rendered (the rendered location would still name the entry before it, and back would stop
 * at half a word), and a write followed at once by back can cancel out so that nothing renders at
 * all (the next stream would then replace the entry it came back to).
 */
export function useListingHistory(streaming: ReadonlySet<string>): (url: string, edit: string) => void {
  const navigate = useNavigate();
  const lastWrite = useRef<{ readonly address: string; readonly edit: string } | undefined>(undefined);

  return useCallback(
    (url: string, edit: string) => {
      const last = lastWrite.current;
      const replace = streaming.has(edit) && last?.edit === edit && last.address === addressNow();
      lastWrite.current = { address: asAddress(url), edit };
      void navigate(url, { replace });
    },
    [navigate, streaming],
  );
}
