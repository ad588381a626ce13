import { ThemeRoot } from '@shop/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * Everything around the routes: server-state cache and theme. `children` is the router with the
 * routes (the browser's in start-shop.tsx, a memory router in page stories).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>{children}</ThemeRoot>
    </QueryClientProvider>
  );
}
