import { healthEndpoints } from '@shop/core/health';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.health.all(),
    queryFn: ({ signal }) => apiClient.call(healthEndpoints.check, { signal }),
    // The health screen shows what the server says now, not a cached answer.
    staleTime: 0,
    retry: false,
  });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
