import { LIKELY_ROUTES_WARM_DELAY_MS } from '@shop/core';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { categoriesQueryOptions } from '../features/products/api/categories';
import { startKeyboardUseReports } from '../features/qa/keyboard-use';
import { loadSessionDefects } from '../features/qa/use-defects';
import { AppProviders } from './AppProviders';
import { exposeAutomationHooks } from './automation-hooks';
import { LinkIntentContext } from './link-intent';
import { PageLiveContext } from './page-live';
import { createQueryClient } from './query-client';
import { AppRoutes, preloadLikelyScreens, preloadRoute } from './routes';
import { isServerRendered, markLive, takeServerData } from './server-data';
import { nextTask } from '../lib/next-task';
import { whenIdle } from '../lib/when-idle';
import { startApp } from './start-app';

/** The code of a followed link's first call: its own chunk, not a first page's weight. */
const loadRouteIntent = () => import('./route-intent');

/** A followed link: the next screen's code and (route-intent.ts) its first call, both at once. */
function startRoute(queryClient: QueryClient, href: string): void {
  void preloadRoute(new URL(href, window.location.origin).pathname);
  // A prefetch that cannot load changes nothing: the screen asks for its data itself.
  loadRouteIntent().then(
    ({ prefetchRouteData }) => void prefetchRouteData(queryClient, href),
    () => undefined,
  );
}

/** What says the shopper has started using the page. */
const FIRST_INPUTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'scroll'] as const;

/**
 * The code of the listing's and details' screens and of their first call (route-intent.ts), loaded
 * at the shopper's first input (or LIKELY_ROUTES_WARM_DELAY_MS after the first screen is live),
 * when the browser is idle: a link followed later starts its call at the click and renders when
 * the answer comes (route-change bench), instead of first fetching and running four levels of code
 * on a phone's CPU. Not at once: on a first visit the downloads would delay the welcome tour, whose
 * text is then the largest paint. Code only: no call is made that the shopper did not ask for.
 */
function warmLikelyRoutes(): void {
  const warm = () => {
    clearTimeout(timer);
    for (const type of FIRST_INPUTS) window.removeEventListener(type, warm, { capture: true });
    whenIdle(() => {
      void preloadLikelyScreens();
      loadRouteIntent().catch(() => undefined);
    });
  };
  const timer = setTimeout(warm, LIKELY_ROUTES_WARM_DELAY_MS);
  for (const type of FIRST_INPUTS) window.addEventListener(type, warm, { capture: true, passive: true });
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
  // After the session is restored: whose defects a demo session meets depends on who signed in.
  const defectsReady = loadSessionDefects();
  exposeAutomationHooks();
  startKeyboardUseReports();
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

  let warmed = false;
  const onLive = () => {
    markLive(container);
    if (warmed) return;
    warmed = true;
    warmLikelyRoutes();
  };

  const shop = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <LinkIntentContext.Provider value={(href) => startRoute(queryClient, href)}>
            <PageLiveContext.Provider value={onLive}>
              <AppRoutes />
            </PageLiveContext.Provider>
          </LinkIntentContext.Provider>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // Code that could not be downloaded renders too: the screen asks for it again, and says so with
  // Reload if it still cannot (RouteErrorBoundary), instead of a page left at "Loading…".
  // A demo session's defects load with it, so its first render shows them; one that could not
  // load leaves the shop without defects, which is no reason to stay blank.
  await Promise.all([screenReady.catch(() => undefined), defectsReady.catch(() => undefined)]);
  // A transition, so React renders the first page in slices that leave the main thread free for
  // input in between, instead of one long task.
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, shop);
    else createRoot(container).render(shop);
  });
}
