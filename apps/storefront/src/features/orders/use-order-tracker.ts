import { orderFileEndpoints } from '@shop/core/orders';
import type { OrderTrackerConnection } from '@shop/ui/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '../../api/keys';
import { bearerHeaders, orderFileUrl } from './api/order-files';
import { trackOrder } from './track-order';

/**
 * Keeps an order's page live while `enabled` (the order is shown and not yet delivered): each
 * status from the event stream replaces the order query's data. Returns the connection for the
 * 'Live' / 'Reconnecting' indicator. Stops on unmount.
 */
export function useOrderTracker(
  userId: number,
  orderNumber: string,
  enabled: boolean,
): OrderTrackerConnection | undefined {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<OrderTrackerConnection | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void trackOrder({
      url: orderFileUrl(orderFileEndpoints.track, orderNumber),
      headers: bearerHeaders,
      onOrder: (order) => queryClient.setQueryData(queryKeys.orders.detail(userId, orderNumber), order),
      onConnection: (next) => {
        if (!controller.signal.aborted) setConnection(next);
      },
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [enabled, orderNumber, queryClient, userId]);
  return enabled ? connection : undefined;
}
