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
import { nextTask } from '../lib/next-task';
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

/**
 * Starts the shop in `container`: asks for the opened page's code and starts the stores (the
 * session, the cart's first call…) at once, as their answers decide the first screen; then, in a
 * task of its own, the first render, which hydrates the server's markup when there is some
 * (README "First screens from the server") and waits for the page's code, so the page shows its
 * screen at once (not "Loading…" first).
 */
export async function startShop(container: HTMLElement): Promise<void> {
  const screenReady = preloadRoute(window.location.pathname);
  startApp();
  exposeAutomationHooks();
  await nextTask();

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
  // Code that could not be downloaded renders too: the screen asks for it again, and says so with
  // Reload if it still cannot (RouteErrorBoundary), instead of a page left at "Loading…".
  await screenReady.catch(() => undefined);
  // A transition, so React renders the first page in slices that leave the main thread free for
  // input in between, instead of one long task.
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, shop);
    else createRoot(container).render(shop);
  });
}
