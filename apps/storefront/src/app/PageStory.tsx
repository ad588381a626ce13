import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes, preloadRoute } from './routes';
import { startApp } from './start-app';

/**
 * A whole page of the shop at `path`, for page stories: the real routes and containers against
 * the mock API, with a fresh cache per story and no retries (so error states show at once). A
 * query that keeps its own retries (an order, a PIN code) makes them without the backoff: a story
 * waits for the outcome, not for React Query's 1 s + 2 s on the clock.
 */
export function PageStory({ path }: { path: string }) {
  const [queryClient] = useState(() => {
    // As the app starts: restore the session (and any waiting action) from the story's storage.
    startApp();
    return new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  });
  return (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>
  );
}

/**
 * Page stories' loader: the code of the story's first screen is here before the story draws, as
 * start-shop.tsx has it before the shop's first render. Left to the route's own lazy load, a screen
 * that no earlier story had opened came from Vite's dev server after its play function's first
 * find had given up (over 20 s on a loaded CI machine, "Loading…" still on the page).
 */
export async function loadPageScreen({ args }: { args: { path?: string } }): Promise<void> {
  await preloadRoute(new URL(args.path ?? '/', 'http://story.invalid').pathname);
}
