import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
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
