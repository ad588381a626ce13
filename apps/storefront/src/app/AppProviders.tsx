import { ThemeRoot } from '@shop/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

type Router = ReturnType<typeof createBrowserRouter>;

/** Everything around the routes: server-state cache, theme, router. Page stories use it too. */
export function AppProviders({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        <RouterProvider router={router} />
      </ThemeRoot>
    </QueryClientProvider>
  );
}
