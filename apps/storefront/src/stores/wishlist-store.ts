import {
  isInWishlist,
  parseStoredWishlist,
  toggleWishlist,
  WISHLIST_LOCAL_STORAGE_KEY,
  type ProductId,
} from '@shop/core';
import { create } from 'zustand';
import { safeStorage } from '../lib/safe-storage';

interface WishlistStore {
  /** Product keys (core `productKey`) whose heart is on, oldest first. */
  keys: string[];
  /** Turns the heart on or off; returns whether the product is now in the wishlist. */
  toggle: (id: ProductId) => boolean;
}

/** The wishlist heart (spec §4: toggles locally only), kept in localStorage. */
export const useWishlistStore = create<WishlistStore>((set, get) => ({
  keys: [],
  toggle: (id) => {
    const keys = toggleWishlist(get().keys, id);
    if (keys.length > 0) safeStorage.set('local', WISHLIST_LOCAL_STORAGE_KEY, JSON.stringify(keys));
    else safeStorage.remove('local', WISHLIST_LOCAL_STORAGE_KEY);
    set({ keys });
    return isInWishlist(keys, id);
  },
}));

export const useIsInWishlist = (id: ProductId): boolean =>
  useWishlistStore((state) => isInWishlist(state.keys, id));

let stopSyncing: (() => void) | undefined;

/** At start-up: read the stored hearts, then follow the changes other tabs make. */
export function startWishlistStore(): void {
  stopSyncing?.();
  useWishlistStore.setState({
    keys: parseStoredWishlist(safeStorage.get('local', WISHLIST_LOCAL_STORAGE_KEY)),
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_LOCAL_STORAGE_KEY || event.key === null) {
      useWishlistStore.setState({ keys: parseStoredWishlist(event.newValue) });
    }
  };
  window.addEventListener('storage', onStorage);
  stopSyncing = () => window.removeEventListener('storage', onStorage);
}

export function resetWishlistStore(): void {
  stopSyncing?.();
  stopSyncing = undefined;
  useWishlistStore.setState({ keys: [] });
}
