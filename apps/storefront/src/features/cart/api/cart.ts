import { isApiError, OFFLINE_CART_PROBE_MS } from '@shop/core';
import { type CartReply } from '@shop/core/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/keys';

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

/** A call that got no reply at all (not a refusal): what puts the cart in offline mode (§4). */
export const isNoReply = (error: unknown): boolean => isApiError(error) && error.kind === 'network';

/**
 * The signed-in user's cart (§7 GET /cart). While the last fetch got no reply, it is asked again
 * every OFFLINE_CART_PROBE_MS, so the page leaves offline mode by itself once the server answers.
 */
export const cartQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cart.all(),
    queryFn: ({ signal }): Promise<CartReply> => fetchCart(signal),
    networkMode: CART_NETWORK_MODE,
    refetchInterval: (query) => (isNoReply(query.state.error) ? OFFLINE_CART_PROBE_MS : false),
  });

/**
 * The server cart when signed in: fetched where the header shows (the badge), and again each time
 * an observer created with `refetchOnMount: 'always'` mounts (the cart page, §4).
 */
export function useServerCart(enabled: boolean, options: { refetchOnMount?: 'always' } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled, ...options });
}
