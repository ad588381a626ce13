import { type api } from '@shop/core';
import {
  localItemFromProduct,
  type CartableProduct,
  type CartReply,
  type LocalCartItem,
} from '@shop/core/cart';
import { type Product } from '@shop/core/products';
import { demoAccount } from '@shop/core/users';
import { productsOfCategory } from '@shop/catalog';
import { apiUrl } from '@shop/mocks';
import { server } from '@shop/mocks/node';
import { act, renderHook } from '@testing-library/react';
import { http } from 'msw';
import { fetchCart } from '../src/features/cart/api/cart';
import { signIn } from '../src/features/users/api/users';
import { useCartActions } from '../src/features/cart/use-cart-actions';
import { useCartView } from '../src/features/cart/use-cart-view';
import { useNoticesStore } from '../src/stores/notices-store';
import { useSessionStore } from '../src/features/users/stores/session-store';
import { queryWrapper, testQueryClient } from './router-wrapper';

/** Two in-stock products of the mock catalogue and their local lines (one unit each). */
export function twoProducts(): [Product, Product] {
  const inStock = productsOfCategory(1).filter((product) => product.stock >= 10);
  return [inStock[0]!, inStock[1]!];
}

export const lineOf = (product: CartableProduct, qty = 1): LocalCartItem =>
  localItemFromProduct(product, { qty });

/** Signs the standard demo user in against the mock API (token cookie included). */
export async function signInStandard(): Promise<void> {
  const standard = demoAccount('standard');
  const reply = await signIn({ emailId: standard.email, password: standard.password });
  act(() => useSessionStore.getState().establish(reply.user, reply.token));
}

/** The account's cart as the mock server holds it now. */
export const serverCart = (): Promise<CartReply> => fetchCart();

export const noticeTexts = () => useNoticesStore.getState().notices.map((notice) => notice.message);

/** The cart page's view and actions, on a fresh query cache. */
export function renderCart() {
  const queryClient = testQueryClient();
  const hook = renderHook(
    () => {
      const view = useCartView();
      return { view, actions: useCartActions(view.lines) };
    },
    { wrapper: queryWrapper(queryClient) },
  );
  return { ...hook, queryClient };
}

type CartEndpoint = (typeof api.cart)[keyof typeof api.cart];

/**
 * Holds every request to `endpoint` until `release()`, then lets the mock API answer it: what the
 * screen shows before the reply can be checked.
 */
export function holdRequests(endpoint: CartEndpoint) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  server.use(
    http[method](apiUrl(endpoint), async () => {
      await gate;
      // Nothing returned: the request goes on to the mock API's own handler.
    }),
  );
  return { release };
}

/** Counts the requests to `endpoint` (the mock API still answers them). */
export function countRequests(endpoint: CartEndpoint): { readonly count: number } {
  const counter = { count: 0 };
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  server.use(
    http[method](apiUrl(endpoint), () => {
      counter.count += 1;
    }),
  );
  return counter;
}
