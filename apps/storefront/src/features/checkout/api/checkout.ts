import { isHttpStatus } from '@shop/core';
import { type Address, type AddressRequest, addressEndpoints } from '@shop/core/addresses';
import { checkoutEndpoints, type DeliveryDatesReply, type PinCode } from '@shop/core/checkout';
import { type Order, orderEndpoints, type PlaceOrderRequest } from '@shop/core/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { mutationKeys, queryKeys } from '../../../api/keys';

// The checkout's calls (README "Checkout"). They take no texts: what a failure shows comes from
// @shop/core's checkoutFailureText table.

export const addressesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.checkout.addresses(userId),
    queryFn: async ({ signal }): Promise<readonly Address[]> =>
      (await apiClient.call(addressEndpoints.list, { signal })).addresses,
  });

export function useAddresses(userId: number) {
  return useQuery(addressesQueryOptions(userId));
}

/**
 * The city and state of a 6-digit PIN code; null when the shop does not deliver there (404). A
 * PIN's answer never changes while the shop runs, so it is kept for the session.
 */
export const pinCodeQueryOptions = (pin: string) =>
  queryOptions({
    queryKey: queryKeys.checkout.pinCode(pin),
    queryFn: async ({ signal }): Promise<PinCode | null> => {
      try {
        return await apiClient.call(checkoutEndpoints.lookupPin, { params: { pin }, signal });
      } catch (error) {
        if (isHttpStatus(error, 404)) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: 1,
  });

export function usePinCode(pin: string, enabled: boolean) {
  return useQuery({ ...pinCodeQueryOptions(pin), enabled });
}

/** The next 7 delivery dates: asked again each time the checkout opens (a slot can close). */
export const deliveryDatesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.checkout.deliveryDates(),
    queryFn: ({ signal }): Promise<DeliveryDatesReply> =>
      apiClient.call(checkoutEndpoints.deliveryDates, { signal }),
  });

export function useDeliveryDates() {
  return useQuery({ ...deliveryDatesQueryOptions(), refetchOnMount: 'always' });
}

/** Save a new address (no id) or replace one; the list is read again afterwards. */
export function useSaveAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.saveAddress,
    mutationFn: ({ id, request }: { id: number | null; request: AddressRequest }): Promise<Address> =>
      id === null
        ? apiClient.call(addressEndpoints.create, { body: request })
        : apiClient.call(addressEndpoints.update, { params: { addressId: id }, body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.checkout.addresses(userId) }),
  });
}

export function useDeleteAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.deleteAddress,
    mutationFn: (addressId: number) => apiClient.call(addressEndpoints.remove, { params: { addressId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.checkout.addresses(userId) }),
  });
}

/**
 * Place the account's cart as an order. The server empties the cart and takes the stock, so both
 * the cart and every product read are stale afterwards; the new order goes into the cache at once.
 */
export function usePlaceOrder(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.placeOrder,
    mutationFn: (request: PlaceOrderRequest): Promise<Order> =>
      apiClient.call(orderEndpoints.place, { body: request }),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.orders.detail(userId, order.orderNumber), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.user(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
    },
  });
}
