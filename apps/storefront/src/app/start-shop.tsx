import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { categoriesQueryOptions } from '../features/products/api/categories';
import { AppProviders } from './AppProviders';
import { exposeAutomationHooks } from './automation-hooks';
import { LinkIntentContext } from './link-intent';
import { PageLiveContext } from './page-live';
import { createQueryClient } from './query-client';
import { AppRoutes, preloadRoute } from './routes';
import { isServerRendered, markLive, takeServerData } from './server-data';
import { startApp } from './start-app';

/** A followed link: the next screen's code and (route-intent.ts) its first call, both at once. */
function startRoute(queryClient: QueryClient, href: string): void {
  void preloadRoute(new URL(href, window.location.origin).pathname);
  // A prefetch that cannot load changes nothing: the screen asks for its data itself.
  import('./route-intent').then(
    ({ prefetchRouteData }) => void prefetchRouteData(queryClient, href),
    () => undefined,
  );
}

/** The page's route code, asked for as soon as the shop's code has run (main.tsx). */
export const preloadOpenedRoute = () => preloadRoute(window.location.pathname);

/**
 * Starts the shop in `container`: the stores, then the first render, which hydrates the server's
 * markup when there is some (README "First screens from the server") and waits for `screenReady`,
 * the opened page's code, so the page shows its screen at once (not "Loading…" first).
 */
export function startShop(container: HTMLElement, screenReady: Promise<unknown>): void {
  startApp();
  exposeAutomationHooks();

  const queryClient = createQueryClient();
  const serverRendered = isServerRendered(container);
  if (serverRendered) {
    // Hydration draws what the server drew, from the same data; a call answered meanwhile would
    // make it differ, so none starts before it.
    takeServerData(queryClient);
  } else {
    // Every page's header reads the categories, and home's first image waits on them: asked for
    // now, while the page's own code loads, instead of once it has rendered.
    void queryClient.prefetchQuery(categoriesQueryOptions());
  }

  const shop = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <LinkIntentContext.Provider value={(href) => startRoute(queryClient, href)}>
            <PageLiveContext.Provider value={() => markLive(container)}>
              <AppRoutes />
            </PageLiveContext.Provider>
          </LinkIntentContext.Provider>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  void screenReady.then(() =>
    // A transition, so React renders the first page in slices that leave the main thread free for
    // input in between, instead of one long task.
    startTransition(() => {
      if (serverRendered) hydrateRoot(container, shop);
      else createRoot(container).render(shop);
    }),
  );
}
