import { LISTING_SEARCH_URL_DELAY_MS } from '@shop/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface SearchDraft {
  /** What the search box shows and the list is filtered by, updated on every keystroke. */
  readonly text: string;
  /** A keystroke: shown at once, handed to `commit` after the pause. */
  readonly type: (text: string) => void;
  /** Another edit is about to write the URL (with `text` in it): the pending write is dropped. */
  readonly settle: (text: string) => void;
}

/**
 * The listing's search text between the box and the URL. The URL is the listing's state, but a
 * navigation per letter lags behind fast typing and a box fed the lagging value drops letters; so
 * the text lives here and reaches the URL after a pause. A value the URL brings that we did not
 * write (back/forward, a shared link, the header's search) replaces the text.
 */
export function useSearchDraft(
  urlText: string,
  commit: (text: string) => void,
  /** The text in the browser's address now (ahead of `urlText` while a navigation is on its way). */
  addressText: () => string,
): SearchDraft {
  const [text, setText] = useState(urlText);
  const written = useRef(urlText);
  /**
   * Our writes the URL has not shown yet, oldest first. On a slow phone a pause between two keys
   * can write twice before React shows the first: that first one, shown late, is ours, and must not
   * take back what was typed after it (it did: 'galaxy' became 'galxy').
   */
  const pending = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const cancel = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };

  useEffect(() => {
    const ours = pending.current.indexOf(urlText);
    if (ours !== -1) {
      pending.current = pending.current.slice(ours + 1);
      return;
    }
    if (urlText === written.current) return;
    cancel();
    pending.current = [];
    written.current = urlText;
    setText(urlText);
  }, [urlText]);

  // Back or forward: the address's text counts again, unless something was typed since. Taken from
  // the event, not from the next render: React Router commits navigations in transitions, so a
  // write and the way back can cancel out before either is shown, and then nothing renders at all
  // (the router's location is the one it already had), while the box still holds the write.
  const addressTextRef = useRef(addressText);
  addressTextRef.current = addressText;
  useEffect(() => {
    const onHistoryMove = () => {
      if (timer.current !== undefined) return;
      const address = addressTextRef.current();
      if (address === written.current) return;
      written.current = address;
      pending.current = [];
      setText(address);
    };
    window.addEventListener('popstate', onHistoryMove);
    return () => window.removeEventListener('popstate', onHistoryMove);
  }, []);

  useEffect(() => cancel, []);

  const type = useCallback((next: string) => {
    setText(next);
    cancel();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      written.current = next;
      pending.current.push(next);
      commitRef.current(next);
    }, LISTING_SEARCH_URL_DELAY_MS);
  }, []);

  const settle = useCallback((next: string) => {
    cancel();
    // The edit's URL changes the text only if it differs from the last one written.
    if (next !== written.current) pending.current.push(next);
    written.current = next;
    setText(next);
  }, []);

  return { text, type, settle };
}
