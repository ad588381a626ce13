import { LOCAL_CART_LOCAL_STORAGE_KEY, OFFLINE_CART_LOCAL_STORAGE_KEY } from '@shop/core';
import { parseStoredCart, type LocalCartItem } from '@shop/core/cart';
import { create } from 'zustand';
import { storedList } from '../../../lib/stored-list';

/**
 * The two carts kept on this device (ARCHITECTURE.md "Carts on the client"):
 * - `device`: the local cart of §3 ('demo.cart.items') — a guest's cart, or an add the server refused;
 * - `offline`: adds the server never answered ('demo.cart.offline'), sent when it answers again.
 *
 * Only what every page needs lives here (the lines, read at start and followed across tabs, for the
 * header's badge); the changes to them are in cart/device-carts.ts, loaded where the cart changes.
 */
export type DeviceCartName = 'device' | 'offline';

const stored = {
  device: storedList(LOCAL_CART_LOCAL_STORAGE_KEY, parseStoredCart),
  offline: storedList(OFFLINE_CART_LOCAL_STORAGE_KEY, parseStoredCart),
} as const;

interface CartStore {
  device: LocalCartItem[];
  offline: LocalCartItem[];
  /** The message kept after the server refused an add (§4), until dismissed or sent again. */
  keptError: string | null;
  /**
   * The cart as storage holds it now, made the shown one: what another tab did is included even
   * before its storage event arrives (the merge and the recovery read it inside their lock).
   */
  reload: (cart: DeviceCartName) => LocalCartItem[];
  keepError: (text: string | null) => void;
}

const initialState = { device: [], offline: [], keptError: null };

const named = (cart: DeviceCartName, items: LocalCartItem[]) =>
  cart === 'device' ? { device: items } : { offline: items };

export const useCartStore = create<CartStore>((set) => ({
  ...initialState,
  reload: (cart) => {
    const items = stored[cart].read();
    set(named(cart, items));
    return items;
  },
  keepError: (keptError) => set({ keptError }),
}));

/** Every change is written to storage at once: a reload or another tab never sees an older cart. */
export function writeDeviceCart(cart: DeviceCartName, items: LocalCartItem[]): void {
  stored[cart].write(items);
  useCartStore.setState(named(cart, items));
}

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
