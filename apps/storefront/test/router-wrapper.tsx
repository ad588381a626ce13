import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** A fresh server-state cache, without retries, so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A wrapper for `renderHook` that gives the hook a query cache (mutations and queries need one). */
export function queryWrapper(queryClient = testQueryClient()) {
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }
  return Wrapper;
}

/**
 * A wrapper for `renderHook` that runs the hook inside a memory router (and a query cache), and
 * gives the test that router so that navigations can be observed.
 */
export function routerWrapper(initialPath = '/login') {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const queryClient = testQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [initialPath] });
    return (
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  }
  return { wrapper: Wrapper, router: () => router! };
}
