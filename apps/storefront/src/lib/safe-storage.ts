/**
 * Web storage that never throws: private modes, quotas and disabled storage must not break the
 * shop (spec §4: "Storage failures are ignored").
 */
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export const safeStorage = {
  get(which: StorageArea, key: string): string | null {
    try {
      return area(which)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(which: StorageArea, key: string, value: string): void {
    try {
      area(which)?.setItem(key, value);
    } catch {
      // ignored: see above
    }
  },
  remove(which: StorageArea, key: string): void {
    try {
      area(which)?.removeItem(key);
    } catch {
      // ignored: see above
    }
  },
};
