import { api, isHttpStatus } from '@shop/core';
import { type Order, type OrderListReply } from '@shop/core/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

// The order reads (README "Checkout and orders"). The invoice download and the live tracker answer
// no JSON: they are in orders/download-invoice.ts and orders/use-order-tracker.ts.

/** A page of the signed-in user's orders, newest first (GET /orders?page=). */
export const ordersQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.orders.list(userId, page),
    queryFn: ({ signal }): Promise<OrderListReply> =>
      apiClient.call(api.orders.list, { query: { page }, signal }),
  });

/** One order (GET /orders/:orderNumber); the tracker writes each new status into this entry. */
export const orderQueryOptions = (userId: number, orderNumber: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(userId, orderNumber),
    queryFn: ({ signal }): Promise<Order> =>
      apiClient.call(api.orders.get, { params: { orderNumber }, signal }),
    // A 404 is an answer (the order is not this user's, or does not exist): no retry.
    retry: (count, error) => !isHttpStatus(error, 404) && count < 2,
  });

export function useOrders(userId: number, page: number) {
  // The old page stays on screen while the next one loads.
  return useQuery({ ...ordersQueryOptions(userId, page), placeholderData: keepPreviousData });
}

export function useOrder(userId: number, orderNumber: string) {
  return useQuery(orderQueryOptions(userId, orderNumber));
}
