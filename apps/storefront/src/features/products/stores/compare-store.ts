import { COMPARE_LOCAL_STORAGE_KEY } from '@shop/core';
import {
  addToCompare,
  compareItemFrom,
  isCompareFull,
  isInCompare,
  parseStoredCompare,
  removeFromCompare,
  type AddToCompareOutcome,
  type ComparableProduct,
  type CompareItem,
  type ProductId,
} from '@shop/core/products';
import { create } from 'zustand';
import { storedList, unlessBothEmpty } from '../../../lib/stored-list';

interface CompareStore {
  /** Snapshots of the chosen products, in the order they were added (at most COMPARE_MAX_ITEMS). */
  items: CompareItem[];
  add: (product: ComparableProduct) => AddToCompareOutcome;
  remove: (id: ProductId) => void;
  /** What the compare button does: removes a chosen product, otherwise adds it. */
  toggle: (product: ComparableProduct) => AddToCompareOutcome | 'removed';
  clear: () => void;
}

const stored = storedList(COMPARE_LOCAL_STORAGE_KEY, parseStoredCompare);

/** The products chosen for /compare, kept in localStorage (written on every change). */
export const useCompareStore = create<CompareStore>((set, get) => ({
  items: [],
  add: (product) => {
    const { items, outcome } = addToCompare(get().items, compareItemFrom(product));
    if (outcome === 'added') {
      stored.write(items);
      set({ items });
    }
    return outcome;
  },
  remove: (id) => {
    const items = removeFromCompare(get().items, id);
    stored.write(items);
    set({ items });
  },
  toggle: (product) => {
    if (!isInCompare(get().items, product.id)) return get().add(product);
    get().remove(product.id);
    return 'removed';
  },
  clear: () => {
    stored.write([]);
    set({ items: [] });
  },
}));

export const useIsInCompare = (id: ProductId): boolean =>
  useCompareStore((state) => isInCompare(state.items, id));

export const useIsCompareFull = (): boolean => useCompareStore((state) => isCompareFull(state.items));

let stopSyncing: (() => void) | undefined;

/**
 * At start-up (start-shop.tsx via startApp, and before each page story): read the stored list, then
 * follow changes other tabs make, so two open tabs never overwrite each other's choice.
 */
export function startCompareStore(): void {
  stopSyncing?.();
  useCompareStore.setState({ items: unlessBothEmpty(useCompareStore.getState().items, stored.read()) });
  stopSyncing = stored.follow((items) => useCompareStore.setState({ items }));
}

export function resetCompareStore(): void {
  stopSyncing?.();
  stopSyncing = undefined;
  useCompareStore.setState({ items: useCompareStore.getInitialState().items });
}
