import { SCROLL_POSITIONS_SESSION_STORAGE_KEY } from '@shop/core';

/**
 * Where the page stands after a navigation, as a shopper expects: a new page starts at the top (or
 * at the element its `#hash` names); back and forward return to where that history entry was left,
 * also after a reload (positions are kept in sessionStorage, so per tab).
 */

/** Enough for any real back-and-forth; older entries are forgotten so the stored list stays small. */
export const REMEMBERED_ENTRIES = 100;

/** How the shown location was reached (react-router's `NavigationType` values). */
export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

export interface ShownLocation {
  readonly key: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** What the memory needs from the page; the browser's in ScrollRestoration.tsx, fakes in tests. */
export interface ScrollPort {
  scrollY(): number;
  scrollTo(y: number): void;
  /** Brings the element with this id into view; false when the page has none. */
  scrollToElement(id: string): boolean;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

export interface ScrollMemory {
  /** The page scrolled: remember where the shown entry now is. */
  record(): void;
  /** `location` is now on screen: place the page for it. */
  arrive(location: ShownLocation, kind: NavigationKind): void;
  /** The page is going away (reload, another site): keep the positions for when it comes back. */
  persist(): void;
}

/**
 * The history entry's own key; the first entry of a document opened by its address has the
 * router's shared key `default`, so there the address tells entries apart.
 */
function entryKey(location: ShownLocation): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}

function elementId(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function readPositions(port: ScrollPort, storageKey: string): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(port.storage?.getItem(storageKey) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return new Map();
    return new Map(
      Object.entries(stored).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  } catch {
    return new Map();
  }
}

export function createScrollMemory(
  port: ScrollPort,
  storageKey = SCROLL_POSITIONS_SESSION_STORAGE_KEY,
): ScrollMemory {
  const positions = readPositions(port, storageKey);
  let shown: string | undefined;

  const record = () => {
    if (shown === undefined) return;
    // Re-inserted, so the map's order is least recently used first.
    positions.delete(shown);
    positions.set(shown, port.scrollY());
  };

  return {
    record,
    arrive(location, kind) {
      shown = entryKey(location);
      const saved = kind === 'POP' ? positions.get(shown) : undefined;
      // Statements, never `return port.scrollTo(…)`: Chromium's scroll methods return promises,
      // and React would take one returned from a layout effect for its cleanup.
      if (saved !== undefined) {
        port.scrollTo(saved);
      } else if (!(location.hash.length > 1 && port.scrollToElement(elementId(location.hash)))) {
        port.scrollTo(0);
      }
    },
    persist() {
      record();
      const kept = [...positions].slice(-REMEMBERED_ENTRIES);
      try {
        port.storage?.setItem(storageKey, JSON.stringify(Object.fromEntries(kept)));
      } catch {
        // Storage full or blocked: positions are a comfort, not worth an error.
      }
    },
  };
}
