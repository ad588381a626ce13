import { cartItemCount, type LocalCartItem } from '@shop/core/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServerCart } from './api/cart';
import { useEdge } from '../qa/defect-edges';
import { useCartStore } from './stores/cart-store';
import { useSessionStore } from '../users/stores/session-store';
import { bindCartQueryClient } from './cart-query-client';

const units = (items: readonly LocalCartItem[]) =>
  cartItemCount(items.map((item) => ({ quantity: item.qty })));

/**
 * The header's badge (every page): units of every line the cart page shows — the account's when
 * signed in, this device's and the offline ones — without the lines and summary the cart page
 * builds (use-cart-view.ts). Reading it fetches the account's cart whenever the header shows while
 * signed in (§4); the frame binds the app's query cache here for cart work started elsewhere.
 * The count passes the header count's edge (a QA persona may see it otherwise, qa/defect-edges.ts).
 */
export function useCartCount(): number {
  const queryClient = useQueryClient();
  useEffect(() => bindCartQueryClient(queryClient), [queryClient]);
  const signedIn = useSessionStore((state) => state.user !== null);
  const server = useServerCart(signedIn);
  const device = useCartStore((state) => units(state.device));
  const offline = useCartStore((state) => units(state.offline));
  // A signed-out shopper never counts an account's lines, even for the moment before they are dropped.
  const account = signedIn && server.data ? cartItemCount(server.data.items) : 0;
  return useEdge('view:header.cart-count', account + device + offline);
}
