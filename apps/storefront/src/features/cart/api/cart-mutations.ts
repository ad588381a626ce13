import {
  cartEndpoints,
  cartItemTotals,
  cartPriceText,
  cartSummary,
  linesFromCartItems,
  type CartItem,
  type CartReply,
  type LocalCartItem,
} from '@shop/core/cart';
import { clampLineQuantity } from '@shop/core/products';
import {
  MutationObserver,
  mutationOptions,
  type MutationOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { CART_NETWORK_MODE } from './cart';
import { apiClient } from '../../../api/client';
import { mutationKeys, queryKeys } from '../../../api/keys';

/**
 * The changes of the server cart (§7 POST/PATCH/DELETE /cart, DELETE /cart/all), each shown in the
 * cache before the server answers and put back when it fails (§4, ARCHITECTURE.md).
 */

const NETWORK_MODE = CART_NETWORK_MODE;

/**
 * One queue for every change of the server cart: each reply is the whole cart, so the replies must
 * arrive in the order the changes were made. Optimistic updates still show at once (onMutate runs
 * before a change waits for its turn).
 */
const CART_SCOPE = { id: 'cart' } as const;

// ── The cache, changed before the server answers ──────────────────────────────────────────────

/** The cart with its items replaced and its summary worked out again by the server's arithmetic. */
function withItems(items: CartItem[]): CartReply {
  return { items, summary: cartSummary(linesFromCartItems(items)) };
}

function withLineQuantity(item: CartItem, quantity: number): CartItem {
  return {
    ...item,
    quantity,
    totals: cartItemTotals(item.product.price, item.product.oldprice, quantity),
  };
}

/** What the server will show for a line added from this local line (until its reply says). */
export function serverItemFromLocal(item: LocalCartItem, itemId: number): CartItem {
  const quantity = clampLineQuantity(item.qty);
  return {
    itemId,
    productId: item.id,
    quantity,
    options: { ...item.options },
    product: {
      id: item.id,
      name: item.name,
      brand: item.brand,
      imageurl: item.image,
      freedelivery: true,
      price: cartPriceText(item.price),
      oldprice: cartPriceText(item.oldPrice),
      discountpercent: item.discountPercent,
      category: '',
    },
    totals: cartItemTotals(item.price, item.oldPrice, quantity),
  };
}

/** §7 POST /cart: one line per product, so adding again raises its quantity (the latest options win). */
export function cartWithAdded(cart: CartReply, item: LocalCartItem, tempItemId: number): CartReply {
  const existing = cart.items.find((line) => line.productId === item.id);
  if (!existing) return withItems([...cart.items, serverItemFromLocal(item, tempItemId)]);
  return withItems(
    cart.items.map((line) =>
      line === existing
        ? {
            ...withLineQuantity(line, clampLineQuantity(line.quantity + item.qty)),
            options: { ...item.options },
          }
        : line,
    ),
  );
}

export function cartWithQuantity(cart: CartReply, productId: number, quantity: number): CartReply {
  return withItems(
    cart.items.map((line) => (line.productId === productId ? withLineQuantity(line, quantity) : line)),
  );
}

export function cartWithout(cart: CartReply, productId: number): CartReply {
  return withItems(cart.items.filter((line) => line.productId !== productId));
}

/**
 * Puts one line back as it was before a change that failed (absent when it was absent), keeping
 * every other line as it is now: another change may be waiting in the queue and must not be undone.
 */
export function cartWithLineRestored(
  cart: CartReply,
  productId: number,
  previous: { line: CartItem | undefined; index: number },
): CartReply {
  const others = cart.items.filter((line) => line.productId !== productId);
  if (!previous.line) return withItems(others);
  const items = [...others];
  items.splice(Math.min(previous.index, items.length), 0, previous.line);
  return withItems(items);
}

// ── The changes ───────────────────────────────────────────────────────────────────────────────

export interface AddToCartVariables {
  /** The line as the local cart keeps it (its id is the cart id of §9, its price surcharged). */
  readonly item: LocalCartItem;
  /**
   * The add's idempotency key, made once per add and sent again with every re-send of it (the
   * server adds the same id once): a lost reply never makes a re-send add twice.
   */
  readonly requestId: string;
  /** Show it in the cart before the server answers (false when the line is on screen already). */
  readonly optimistic: boolean;
}

interface LineSnapshot {
  readonly line: CartItem | undefined;
  readonly index: number;
}

const cartKey = queryKeys.cart.all();

async function snapshotLine(queryClient: QueryClient, productId: number): Promise<LineSnapshot | null> {
  // A read on its way would overwrite the change about to be shown.
  await queryClient.cancelQueries({ queryKey: cartKey });
  const cart = queryClient.getQueryData<CartReply>(cartKey);
  if (!cart) return null;
  const index = cart.items.findIndex((line) => line.productId === productId);
  return { line: cart.items[index], index };
}

function restoreLine(queryClient: QueryClient, productId: number, snapshot: LineSnapshot | null | undefined) {
  if (!snapshot) return;
  queryClient.setQueryData<CartReply>(cartKey, (cart) =>
    cart ? cartWithLineRestored(cart, productId, snapshot) : cart,
  );
}

/**
 * Every reply is the whole cart: the last change in the queue writes it to the cache. An earlier
 * one leaves it, or it would briefly undo the later changes already shown. A read still on its way
 * is dropped first: the server may have read the cart before this change, and its late answer
 * would put the old cart back (the sign-in merge races the header's first read).
 */
async function keepReplyIfLast(queryClient: QueryClient, reply: CartReply): Promise<void> {
  if (queryClient.isMutating({ mutationKey: mutationKeys.cart }) <= 1) {
    await queryClient.cancelQueries({ queryKey: cartKey });
    queryClient.setQueryData(cartKey, reply);
  }
}

/** After a failure, the last change in the queue asks the server what the cart now holds. */
function resyncIfLast(queryClient: QueryClient): void {
  if (queryClient.isMutating({ mutationKey: mutationKeys.cart }) <= 1) {
    void queryClient.invalidateQueries({ queryKey: cartKey });
  }
}

let nextTempItemId = -1;

export const addToCartMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: mutationKeys.cartAdd,
    scope: CART_SCOPE,
    networkMode: NETWORK_MODE,
    mutationFn: ({ item, requestId }: AddToCartVariables) =>
      apiClient.call(cartEndpoints.add, {
        body: {
          productId: item.id,
          quantity: clampLineQuantity(item.qty),
          options: { ...item.options },
          requestId,
        },
      }),
    onMutate: async ({ item, optimistic }): Promise<LineSnapshot | null> => {
      if (!optimistic) return null;
      const snapshot = await snapshotLine(queryClient, item.id);
      const tempId = nextTempItemId--;
      queryClient.setQueryData<CartReply>(cartKey, (cart) =>
        cart ? cartWithAdded(cart, item, tempId) : cart,
      );
      return snapshot;
    },
    onError: (_error, { item }, snapshot) => {
      restoreLine(queryClient, item.id, snapshot);
      resyncIfLast(queryClient);
    },
    onSuccess: (reply) => keepReplyIfLast(queryClient, reply),
  });

export interface UpdateCartVariables {
  readonly productId: number;
  readonly quantity: number;
}

export const updateCartMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: mutationKeys.cartUpdate,
    scope: CART_SCOPE,
    networkMode: NETWORK_MODE,
    mutationFn: ({ productId, quantity }: UpdateCartVariables) =>
      apiClient.call(cartEndpoints.update, { body: { productId, quantity: clampLineQuantity(quantity) } }),
    onMutate: async ({ productId, quantity }): Promise<LineSnapshot | null> => {
      const snapshot = await snapshotLine(queryClient, productId);
      queryClient.setQueryData<CartReply>(cartKey, (cart) =>
        cart ? cartWithQuantity(cart, productId, clampLineQuantity(quantity)) : cart,
      );
      return snapshot;
    },
    onError: (_error, { productId }, snapshot) => {
      restoreLine(queryClient, productId, snapshot);
      resyncIfLast(queryClient);
    },
    onSuccess: (reply) => keepReplyIfLast(queryClient, reply),
  });

export interface RemoveFromCartVariables {
  readonly productId: number;
}

export const removeFromCartMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: mutationKeys.cartRemove,
    scope: CART_SCOPE,
    networkMode: NETWORK_MODE,
    mutationFn: ({ productId }: RemoveFromCartVariables) =>
      apiClient.call(cartEndpoints.remove, { body: { productId } }),
    onMutate: async ({ productId }): Promise<LineSnapshot | null> => {
      const snapshot = await snapshotLine(queryClient, productId);
      queryClient.setQueryData<CartReply>(cartKey, (cart) => (cart ? cartWithout(cart, productId) : cart));
      return snapshot;
    },
    onError: (_error, { productId }, snapshot) => {
      restoreLine(queryClient, productId, snapshot);
      resyncIfLast(queryClient);
    },
    onSuccess: (reply) => keepReplyIfLast(queryClient, reply),
  });

export const clearCartMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: mutationKeys.cartClear,
    scope: CART_SCOPE,
    networkMode: NETWORK_MODE,
    mutationFn: (_variables: void) => apiClient.call(cartEndpoints.clear),
    onMutate: async (): Promise<CartReply | undefined> => {
      await queryClient.cancelQueries({ queryKey: cartKey });
      const previous = queryClient.getQueryData<CartReply>(cartKey);
      if (previous) queryClient.setQueryData<CartReply>(cartKey, withItems([]));
      return previous;
    },
    onError: (_error, _variables, previous) => {
      if (previous) queryClient.setQueryData(cartKey, previous);
      resyncIfLast(queryClient);
    },
    onSuccess: (reply) => keepReplyIfLast(queryClient, reply),
  });

/**
 * Runs a change outside a component (an action waiting for sign-in, the merge, the offline
 * recovery) through the same mutation cache as the screens, so it joins the same queue and the
 * screens see it as pending. Rejects with the call's error.
 */
export function runCartMutation<TVariables, TContext>(
  queryClient: QueryClient,
  options: MutationOptions<CartReply, Error, TVariables, TContext>,
  variables: TVariables,
): Promise<CartReply> {
  return new MutationObserver(queryClient, options).mutate(variables);
}
