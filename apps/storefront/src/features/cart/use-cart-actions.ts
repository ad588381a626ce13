import type { LocalCartItem } from '@shop/core/cart';
import type { CartScreenLine } from '@shop/ui/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { applyEdge } from '../qa/defect-edges';
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

/**
 * What the shopper can do to the cart (the add: details; the rest: the cart page's controls).
 * `lines` are the lines on screen: Remove acts on one of them, chosen through the cart removal's
 * edge (a QA persona may lose another, qa/defect-edges.ts).
 */
export function useCartActions(lines: readonly CartScreenLine[]) {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      add: (item: LocalCartItem) => void addToCart(item),
      increase: (line: CartScreenLine) => void setLineQuantity(queryClient, line, line.quantity + 1),
      decrease: (line: CartScreenLine) => void setLineQuantity(queryClient, line, line.quantity - 1),
      remove: (line: CartScreenLine) =>
        void removeLine(queryClient, applyEdge('choice:cart.remove', line, lines)),
      clear: () => void clearCart(queryClient),
      retryKept: () => void retryKept(),
      dismissKeptError,
    }),
    [queryClient, lines],
  );
}
