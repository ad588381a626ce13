import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/**
 * A wrapper for `renderHook` that runs the hook inside a memory router, and gives the test that
 * router so that navigations can be observed.
 */
export function routerWrapper(initialPath = '/login') {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  function Wrapper({ children }: { children: ReactNode }) {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [initialPath] });
    return <RouterProvider router={router} />;
  }
  return { wrapper: Wrapper, router: () => router! };
}
