import { safeStorage } from './safe-storage';

/** A list kept in localStorage under one key: read defensively, written whole, followed across tabs. */
export interface StoredList<T> {
  /** The stored list, or an empty one when it is missing or unreadable (`parse` decides). */
  read(): T[];
  /** Writes the list; an empty list removes the key instead of storing '[]'. */
  write(items: readonly T[]): void;
  /**
   * Calls `apply` whenever another tab changes the list (or clears all of its storage: key null),
   * so two open tabs never overwrite each other's choice. Returns the function that stops it.
   */
  follow(apply: (items: T[]) => void): () => void;
}

export function storedList<T>(key: string, parse: (raw: string | null) => T[]): StoredList<T> {
  return {
    read: () => parse(safeStorage.get('local', key)),
    write: (items) => {
      if (items.length > 0) safeStorage.set('local', key, JSON.stringify(items));
      else safeStorage.remove('local', key);
    },
    follow: (apply) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) apply(parse(event.newValue));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/**
 * `stored`, or `current` when both are empty: a store started with nothing stored keeps the list
 * it was created with, which a server render drew the page from, so hydration finds the page as
 * drawn instead of drawing every card and checkbox a second time.
 */
export function unlessBothEmpty<T>(current: T[], stored: T[]): T[] {
  return current.length === 0 && stored.length === 0 ? current : stored;
}
