import { createContext, useContext, useEffect } from 'react';

/**
 * Called once the first screen is live: its code has run and every control on it answers (a
 * server render hydrated, or the browser's own first render committed). start-shop.tsx provides it to
 * lift the server render's `inert` and set the documented `data-hydrated` marker; page stories and
 * tests provide nothing.
 */
export const PageLiveContext = createContext<() => void>(() => undefined);

/** Placed after the route's screen, inside its Suspense boundary: runs once that screen is live. */
export function PageLive() {
  const onLive = useContext(PageLiveContext);
  useEffect(() => onLive(), [onLive]);
  return null;
}
