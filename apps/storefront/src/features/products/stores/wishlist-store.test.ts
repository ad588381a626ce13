import { WISHLIST_LOCAL_STORAGE_KEY } from '@shop/core';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetStores } from '../../../stores/reset-stores';
import { startWishlistStore, useIsInWishlist, useWishlistStore } from './wishlist-store';

const stored = () => localStorage.getItem(WISHLIST_LOCAL_STORAGE_KEY);

describe('the wishlist heart (spec §4: local only)', () => {
  it('toggles on and off, keeps the list in localStorage and reads it back at start-up', () => {
    startWishlistStore();
    const { toggle } = useWishlistStore.getState();
    expect(toggle(1001)).toBe(true);
    expect(toggle('prod-1002')).toBe(true);
    expect(stored()).toBe('["1001","prod-1002"]');
    expect(toggle(1001)).toBe(false);
    expect(stored()).toBe('["prod-1002"]');

    resetStores();
    expect(useWishlistStore.getState().keys).toEqual([]);
    startWishlistStore();
    expect(useWishlistStore.getState().keys).toEqual(['prod-1002']);

    expect(useWishlistStore.getState().toggle('prod-1002')).toBe(false);
    expect(stored()).toBeNull();
  });

  it('started with nothing stored, keeps the list a server render drew the page with', () => {
    // The same list, not an equal one: hydration then finds the page as drawn and draws it once.
    startWishlistStore();
    expect(useWishlistStore.getState().keys).toBe(useWishlistStore.getInitialState().keys);
  });

  it('starts empty from a corrupted entry', () => {
    localStorage.setItem(WISHLIST_LOCAL_STORAGE_KEY, '{"oops":');
    startWishlistStore();
    expect(useWishlistStore.getState().keys).toEqual([]);
  });

  it('follows another tab', () => {
    startWishlistStore();
    const { result } = renderHook(() => useIsInWishlist(7));
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_LOCAL_STORAGE_KEY, newValue: '[7]' }));
    });
    expect(result.current).toBe(true);
  });
});
