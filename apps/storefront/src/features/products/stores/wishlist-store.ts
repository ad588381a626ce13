import { WISHLIST_LOCAL_STORAGE_KEY } from '@shop/core';
import { isInWishlist, parseStoredWishlist, toggleWishlist, type ProductId } from '@shop/core/products';
import { create } from 'zustand';
import { storedList, unlessBothEmpty } from '../../../lib/stored-list';

const stored = storedList(WISHLIST_LOCAL_STORAGE_KEY, parseStoredWishlist);

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
    stored.write(keys);
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
  useWishlistStore.setState({ keys: unlessBothEmpty(useWishlistStore.getState().keys, stored.read()) });
  stopSyncing = stored.follow((keys) => useWishlistStore.setState({ keys }));
}

export function resetWishlistStore(): void {
  stopSyncing?.();
  stopSyncing = undefined;
  useWishlistStore.setState({ keys: useWishlistStore.getInitialState().keys });
}
