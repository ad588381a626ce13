import type { LocalCartItem } from '@shop/core';
import type { CartScreenLine } from '@shop/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  addToCart,
  clearCart,
  dismissKeptError,
  removeLine,
  retryKept,
  setLineQuantity,
} from './cart-actions';

// Beside use-cart-view.ts, not in it: the header (every page) reads the view; only the pages that
// change the cart load the changes.

/** What the shopper can do to the cart (the add: details; the rest: the cart page's controls). */
export function useCartActions() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      add: (item: LocalCartItem) => void addToCart(item),
      increase: (line: CartScreenLine) => void setLineQuantity(queryClient, line, line.quantity + 1),
      decrease: (line: CartScreenLine) => void setLineQuantity(queryClient, line, line.quantity - 1),
      remove: (line: CartScreenLine) => void removeLine(queryClient, line),
      clear: () => void clearCart(queryClient),
      retryKept: () => void retryKept(),
      dismissKeptError,
    }),
    [queryClient],
  );
}
