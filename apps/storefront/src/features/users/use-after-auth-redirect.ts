import { REDIRECT_AFTER_AUTH_MS } from '@shop/core';
import { useCallback, useEffect, useRef } from 'react';
import { useSessionStore } from './stores/session-store';

/**
 * The move away from the auth screen REDIRECT_AFTER_AUTH_MS after a sign-in or sign-up (§4), while
 * its notice shows. It is dropped when the screen goes away, when another one is scheduled, and when
 * the session ends first (a sign-out from the header within those 2.1 s must not carry a
 * signed-out shopper on to where the signed-in one was going).
 */
export function useAfterAuthRedirect(): (go: () => void) => void {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const signedIn = useSessionStore((state) => state.user !== null);
  useEffect(() => {
    if (!signedIn) clearTimeout(pending.current);
  }, [signedIn]);
  useEffect(() => () => clearTimeout(pending.current), []);
  return useCallback((go: () => void) => {
    clearTimeout(pending.current);
    pending.current = setTimeout(go, REDIRECT_AFTER_AUTH_MS);
  }, []);
}
