import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // One retry hides a blip; more would delay the fallback states the spec describes.
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
