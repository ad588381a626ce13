import {
  addToCompare,
  COMPARE_LOCAL_STORAGE_KEY,
  compareItemFrom,
  isCompareFull,
  isInCompare,
  parseStoredCompare,
  removeFromCompare,
  type AddToCompareOutcome,
  type ComparableProduct,
  type CompareItem,
  type ProductId,
} from '@shop/core';
import { create } from 'zustand';
import { safeStorage } from '../lib/safe-storage';

interface CompareStore {
  /** Snapshots of the chosen products, in the order they were added (at most COMPARE_MAX_ITEMS). */
  items: CompareItem[];
  add: (product: ComparableProduct) => AddToCompareOutcome;
  remove: (id: ProductId) => void;
  /** What the compare button does: removes a chosen product, otherwise adds it. */
  toggle: (product: ComparableProduct) => AddToCompareOutcome | 'removed';
  clear: () => void;
}

function keep(items: readonly CompareItem[]): void {
  if (items.length > 0) safeStorage.set('local', COMPARE_LOCAL_STORAGE_KEY, JSON.stringify(items));
  else safeStorage.remove('local', COMPARE_LOCAL_STORAGE_KEY);
}

/** The products chosen for /compare, kept in localStorage (written on every change). */
export const useCompareStore = create<CompareStore>((set, get) => ({
  items: [],
  add: (product) => {
    const { items, outcome } = addToCompare(get().items, compareItemFrom(product));
    if (outcome === 'added') {
      keep(items);
      set({ items });
    }
    return outcome;
  },
  remove: (id) => {
    const items = removeFromCompare(get().items, id);
    keep(items);
    set({ items });
  },
  toggle: (product) => {
    if (!isInCompare(get().items, product.id)) return get().add(product);
    get().remove(product.id);
    return 'removed';
  },
  clear: () => {
    keep([]);
    set({ items: [] });
  },
}));

export const useIsInCompare = (id: ProductId): boolean =>
  useCompareStore((state) => isInCompare(state.items, id));

export const useIsCompareFull = (): boolean => useCompareStore((state) => isCompareFull(state.items));

let stopSyncing: (() => void) | undefined;

/**
 * At start-up (main.tsx via startApp, and before each page story): read the stored list, then
 * follow changes other tabs make, so two open tabs never overwrite each other's choice.
 */
export function startCompareStore(): void {
  stopSyncing?.();
  useCompareStore.setState({
    items: parseStoredCompare(safeStorage.get('local', COMPARE_LOCAL_STORAGE_KEY)),
  });
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of its storage.
    if (event.key === COMPARE_LOCAL_STORAGE_KEY || event.key === null) {
      useCompareStore.setState({ items: parseStoredCompare(event.newValue) });
    }
  };
  window.addEventListener('storage', onStorage);
  stopSyncing = () => window.removeEventListener('storage', onStorage);
}

export function resetCompareStore(): void {
  stopSyncing?.();
  stopSyncing = undefined;
  useCompareStore.setState({ items: [] });
}
