import { createContext, useContext } from 'react';

/**
 * What to start when a shop link is followed, before the router gets there: the next route's code
 * and first data (route-intent.ts, provided in start-shop.tsx). Routers without a provider (page stories,
 * tests) start nothing.
 */
export const LinkIntentContext = createContext<(href: string) => void>(() => undefined);

export const useLinkIntent = () => useContext(LinkIntentContext);
