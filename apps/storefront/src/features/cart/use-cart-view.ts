import { failureText } from '@shop/core';
import type { CartScreenLine, CartScreenStatus, CartScreenSummary } from '@shop/ui/cart';
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { isNoReply, useServerCart } from './api/cart';
import { mutationKeys } from '../../api/keys';
import { useCartStore } from './stores/cart-store';
import { useSessionStore } from '../users/stores/session-store';
import { cartScreenLines, cartScreenSummary } from './cart-lines';
import { bindCartQueryClient } from './cart-query-client';

export interface CartView {
  lines: CartScreenLine[];
  summary: CartScreenSummary;
  /** Units of every shown line: the header badge. */
  count: number;
  /** 'loading' until a signed-in user's cart has arrived; 'error' when it could not be fetched. */
  status: CartScreenStatus;
  /** Signed out: the cart is this device's only. */
  guest: boolean;
  /** The §8 text of the failed fetch, with `status: 'error'`. */
  fetchError?: string;
  retryFetch: () => void;
  /** Lines wait for the server to answer, or the cart's fetch got no reply (§4 offline mode). */
  offline: boolean;
  keptError?: string;
}

/** The product ids of server lines whose change is on its way ('*' for Clear). */
function useBusyProductIds(): ReadonlySet<number> {
  const pending = useMutationState({
    filters: { mutationKey: mutationKeys.cart, status: 'pending' },
    select: (mutation) => mutation.state.variables as { productId?: number } | undefined,
  });
  return useMemo(
    () =>
      new Set(
        pending.flatMap((variables) => (variables?.productId === undefined ? [] : [variables.productId])),
      ),
    [pending],
  );
}

/**
 * The one cart the shopper sees (the header badge, the cart page): the account's lines when signed
 * in, this device's lines and the offline ones, with one summary over all of them. The account's
 * cart is fetched where this is used while signed in (the header on every page, §4); the cart page
 * asks with `refetchOnMount: 'always'`, so opening it fetches again.
 */
export function useCartView(options: { refetchOnMount?: 'always' } = {}): CartView {
  const queryClient = useQueryClient();
  useEffect(() => bindCartQueryClient(queryClient), [queryClient]);
  const signedIn = useSessionStore((state) => state.user !== null);
  const server = useServerCart(signedIn, options);
  const device = useCartStore((state) => state.device);
  const offline = useCartStore((state) => state.offline);
  const keptError = useCartStore((state) => state.keptError);
  const busyProductIds = useBusyProductIds();
  // A signed-out shopper never sees an account's lines, even for the moment before they are dropped.
  const serverCart = signedIn ? (server.data ?? null) : null;

  return useMemo(() => {
    // No reply to the fetch is not an error to retry by hand: the page says it is offline and shows
    // what this device holds, and the query asks again by itself (cartQueryOptions).
    const unreachable = signedIn && server.isError && isNoReply(server.error);
    const parts = { server: serverCart, device, offline, busyProductIds, unreachable };
    const lines = cartScreenLines(parts);
    const summary = cartScreenSummary(parts, lines);
    const status: CartScreenStatus =
      !signedIn || serverCart || unreachable ? 'ready' : server.isError ? 'error' : 'loading';
    return {
      lines,
      summary,
      count: summary.itemCount,
      status,
      guest: !signedIn,
      ...(status === 'error' ? { fetchError: failureText('fetchCart', server.error) } : {}),
      retryFetch: () => void server.refetch(),
      offline: offline.length > 0 || unreachable,
      ...(keptError ? { keptError } : {}),
    };
  }, [serverCart, device, offline, busyProductIds, signedIn, server, keptError]);
}
