import {
  addItem,
  LOCAL_CART_LOCAL_STORAGE_KEY,
  MAX_LINE_QUANTITY,
  OFFLINE_CART_LOCAL_STORAGE_KEY,
  parseStoredCart,
  removeItem,
  setQuantity,
  setRequestId,
  withoutRequestId,
  type LocalCartItem,
  type LocalCartLineRef,
} from '@shop/core';
import { create } from 'zustand';
import { storedList } from '../lib/stored-list';

/**
 * The two carts kept on this device (ARCHITECTURE.md "Carts on the client"):
 * - `device`: the local cart of §3 ('demo.cart.items') — a guest's cart, or an add the server refused;
 * - `offline`: adds the server never answered ('demo.cart.offline'), sent when it answers again.
 */
export type DeviceCartName = 'device' | 'offline';

const stored = {
  device: storedList(LOCAL_CART_LOCAL_STORAGE_KEY, parseStoredCart),
  offline: storedList(OFFLINE_CART_LOCAL_STORAGE_KEY, parseStoredCart),
} as const;

/**
 * The per-line ceiling of the server cart holds here too, so every line can be sent as it is (a
 * capped line is a changed one: a new request).
 */
const capped = (items: LocalCartItem[]): LocalCartItem[] =>
  items.map((item) =>
    item.qty > MAX_LINE_QUANTITY ? withoutRequestId({ ...item, qty: MAX_LINE_QUANTITY }) : item,
  );

interface CartStore {
  device: LocalCartItem[];
  offline: LocalCartItem[];
  /** The message kept after the server refused an add (§4), until dismissed or sent again. */
  keptError: string | null;
  /** Adds a line, or raises the quantity of the same product with the same options. */
  add: (cart: DeviceCartName, item: LocalCartItem) => void;
  /** Sets a line's quantity, between 1 and MAX_LINE_QUANTITY. */
  setQuantity: (cart: DeviceCartName, ref: LocalCartLineRef, qty: number) => void;
  remove: (cart: DeviceCartName, ref: LocalCartLineRef) => void;
  clear: (cart: DeviceCartName) => void;
  /**
   * Keeps the requestId a line is about to be sent with, in storage before the send: a reload
   * mid-send sends it again with the same id, which the server adds once. `undefined` takes it
   * away (the line is no longer being sent).
   */
  keepRequestId: (cart: DeviceCartName, ref: LocalCartLineRef, requestId: string | undefined) => void;
  /**
   * The cart as storage holds it now, made the shown one: what another tab did is included even
   * before its storage event arrives (the merge and the recovery read it inside their lock).
   */
  reload: (cart: DeviceCartName) => LocalCartItem[];
  keepError: (text: string | null) => void;
}

const initialState = { device: [], offline: [], keptError: null };

/** Every change is written to storage at once: a reload or another tab never sees an older cart. */
const named = (cart: DeviceCartName, items: LocalCartItem[]) =>
  cart === 'device' ? { device: items } : { offline: items };

export const useCartStore = create<CartStore>((set, get) => {
  const write = (cart: DeviceCartName, items: LocalCartItem[]) => {
    stored[cart].write(items);
    set(named(cart, items));
  };
  return {
    ...initialState,
    add: (cart, item) => write(cart, capped(addItem(get()[cart], item))),
    setQuantity: (cart, ref, qty) =>
      write(cart, setQuantity(get()[cart], ref, Math.min(MAX_LINE_QUANTITY, qty))),
    remove: (cart, ref) => write(cart, removeItem(get()[cart], ref)),
    clear: (cart) => write(cart, []),
    keepRequestId: (cart, ref, requestId) => write(cart, setRequestId(get()[cart], ref, requestId)),
    reload: (cart) => {
      const items = stored[cart].read();
      set(named(cart, items));
      return items;
    },
    keepError: (keptError) => set({ keptError }),
  };
});

let stopSyncing: (() => void) | undefined;

/** At start-up (§4 "Cart: loaded from local storage at start"): read both carts, follow other tabs. */
export function startCartStore(): void {
  stopSyncing?.();
  useCartStore.setState({ device: stored.device.read(), offline: stored.offline.read() });
  const stopDevice = stored.device.follow((device) => useCartStore.setState({ device }));
  const stopOffline = stored.offline.follow((offline) => useCartStore.setState({ offline }));
  stopSyncing = () => {
    stopDevice();
    stopOffline();
  };
}

export function resetCartStore(): void {
  stopSyncing?.();
  stopSyncing = undefined;
  useCartStore.setState(initialState);
}
