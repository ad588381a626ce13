// First: zod must know it may not use eval before any module builds a schema.
import './app/zod-jitless';
import { routePatterns } from '@shop/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { categoriesQueryOptions } from './features/products/api/categories';
import { AppProviders } from './app/AppProviders';
import { exposeAutomationHooks } from './app/automation-hooks';
import { createQueryClient } from './app/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { LinkIntentContext } from './app/link-intent';
import { PageLiveContext } from './app/page-live';
import { isServerRendered, markLive, takeServerData } from './app/server-data';
import { AppRoutes, preloadRoute } from './app/routes';
import { startApp } from './app/start-app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The checkout's card frame is a page of its own: the form and nothing of the shop (no header,
// no session, no cart sync), so it is started before any of that and instead of it.
if (window.location.pathname === routePatterns.cardFrame) {
  void import('./features/payments/card-frame/start-card-frame').then(({ startCardFrame }) =>
    startCardFrame(container),
  );
} else {
  startShop(container);
}

/** A followed link: the next screen's code and (route-intent.ts) its first call, both at once. */
function startRoute(queryClient: QueryClient, href: string): void {
  void preloadRoute(new URL(href, window.location.origin).pathname);
  // A prefetch that cannot load changes nothing: the screen asks for its data itself.
  import('./app/route-intent').then(
    ({ prefetchRouteData }) => void prefetchRouteData(queryClient, href),
    () => undefined,
  );
}

function startShop(container: HTMLElement): void {
  // The opened page's code is fetched while the rest of the boot runs; the first render waits for
  // it, so the page shows its screen at once (not "Loading…" first).
  const screenReady = preloadRoute(window.location.pathname);

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
