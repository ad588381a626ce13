import type { CartReply } from '@shop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './keys';

// The changes (mutations) are in cart-mutations.ts: every page's header reads the cart, while only
// the pages that change it load them.
// The calls take no texts: what a failure shows comes from @shop/core's failure table
// (`failureText('addToCart' | 'fetchCart' | 'updateCart' | 'removeFromCart' | 'clearCart', error)`).

/**
 * Cart calls fail at once when the browser believes it is offline, instead of TanStack's default of
 * pausing until it is back: a call with no reply is what moves an add to the offline cart (§4).
 */
export const CART_NETWORK_MODE = 'always' as const;

/**
 * The call loads with its first use: every page's header reads the cart, but only a signed-in
 * shopper's page fetches it, and the cart's endpoint table stays out of every first download.
 */
export const fetchCart = (signal?: AbortSignal): Promise<CartReply> =>
  import('./cart-call').then((call) => call.fetchCart(signal));

/** The signed-in user's cart (§7 GET /cart). */
export const cartQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cart.all(),
    queryFn: ({ signal }): Promise<CartReply> => fetchCart(signal),
    networkMode: CART_NETWORK_MODE,
  });

/**
 * The server cart when signed in: fetched where the header shows (the badge), and again each time
 * an observer created with `refetchOnMount: 'always'` mounts (the cart page, §4).
 */
export function useServerCart(enabled: boolean, options: { refetchOnMount?: 'always' } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled, ...options });
}
