import { COMPARE_LOCAL_STORAGE_KEY } from '@shop/core';
import { compareItemFrom, type Product } from '@shop/core/products';
import { productsOfCategory, sampleCatalogue } from '@shop/catalog';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetStores } from '../../../stores/reset-stores';
import { startCompareStore, useCompareStore, useIsCompareFull, useIsInCompare } from './compare-store';

const [first, second, third, fourth, fifth] = productsOfCategory(1) as [
  Product,
  Product,
  Product,
  Product,
  Product,
];
const stored = () => JSON.parse(localStorage.getItem(COMPARE_LOCAL_STORAGE_KEY) ?? 'null') as unknown;
const ids = () => useCompareStore.getState().items.map((item) => item.id);

describe('the compare list', () => {
  it('adds snapshots, writes them to localStorage and reads them back at start-up', () => {
    startCompareStore();
    expect(useCompareStore.getState().add(first)).toBe('added');
    expect(useCompareStore.getState().add(sampleCatalogue()[0]!)).toBe('added');
    expect(stored()).toEqual([compareItemFrom(first), compareItemFrom(sampleCatalogue()[0]!)]);

    // A reload: the store starts empty and reads the stored list.
    resetStores();
    expect(ids()).toEqual([]);
    startCompareStore();
    expect(ids()).toEqual([first.id, 'prod-1001']);
  });

  it('refuses a fifth product and leaves storage as it was', () => {
    startCompareStore();
    const { add } = useCompareStore.getState();
    [first, second, third, fourth].forEach((product) => add(product));
    const before = localStorage.getItem(COMPARE_LOCAL_STORAGE_KEY);
    expect(add(fifth)).toBe('full');
    expect(add(first)).toBe('already-added');
    expect(ids()).toEqual([first.id, second.id, third.id, fourth.id]);
    expect(localStorage.getItem(COMPARE_LOCAL_STORAGE_KEY)).toBe(before);
  });

  it('toggles, removes and clears (clearing drops the stored entry)', () => {
    startCompareStore();
    const { toggle, remove, clear } = useCompareStore.getState();
    expect(toggle(first)).toBe('added');
    expect(toggle(second)).toBe('added');
    expect(toggle(first)).toBe('removed');
    expect(ids()).toEqual([second.id]);
    toggle(third);
    remove(second.id);
    expect(stored()).toEqual([compareItemFrom(third)]);
    clear();
    expect(ids()).toEqual([]);
    expect(localStorage.getItem(COMPARE_LOCAL_STORAGE_KEY)).toBeNull();
  });

  it('started with nothing stored, keeps the list a server render drew the page with', () => {
    // The same list, not an equal one: hydration then finds the page as drawn and draws it once.
    startCompareStore();
    expect(useCompareStore.getState().items).toBe(useCompareStore.getInitialState().items);
  });

  it('starts empty from a corrupted entry', () => {
    localStorage.setItem(COMPARE_LOCAL_STORAGE_KEY, '{not json');
    startCompareStore();
    expect(ids()).toEqual([]);
  });

  it('follows another tab', () => {
    startCompareStore();
    const { result } = renderHook(() => ({ inCompare: useIsInCompare(second.id), full: useIsCompareFull() }));
    expect(result.current).toEqual({ inCompare: false, full: false });
    const otherTab = JSON.stringify([first, second, third, fourth].map(compareItemFrom));
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: COMPARE_LOCAL_STORAGE_KEY, newValue: otherTab }),
      );
    });
    expect(result.current).toEqual({ inCompare: true, full: true });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '[]' }));
    });
    expect(ids()).toHaveLength(4);
  });

  it('stops following other tabs once reset', () => {
    startCompareStore();
    resetStores();
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: COMPARE_LOCAL_STORAGE_KEY,
        newValue: JSON.stringify([compareItemFrom(first)]),
      }),
    );
    expect(ids()).toEqual([]);
  });
});
