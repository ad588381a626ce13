import { isApiError } from '@shop/core';
import { QueryClient } from '@tanstack/react-query';

/** A refusal (4xx) will be refused again: retrying it only delays what the user must see. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== null && error.status < 500) return false;
  // One retry hides a blip; more would delay the fallback states the spec describes.
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
