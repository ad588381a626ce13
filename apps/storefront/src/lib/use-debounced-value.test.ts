import { SEARCH_SUGGEST_DEBOUNCE_MS } from '@shop/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

const DELAY = SEARCH_SUGGEST_DEBOUNCE_MS;

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const render = (initial: string) =>
    renderHook(({ value }: { value: string }) => useDebouncedValue(value, DELAY), {
      initialProps: { value: initial },
    });

  it('starts with the value it is given', () => {
    expect(render('sam').result.current).toBe('sam');
  });

  it('starts with `initial` when given, and takes the value it was mounted with after the wait', () => {
    const { result } = renderHook(() => useDebouncedValue('sams', DELAY, ''));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('sams');
  });

  it(`follows a change only after ${DELAY} ms without another`, () => {
    const { result, rerender } = render('s');
    rerender({ value: 'sa' });
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(result.current).toBe('s');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('sa');
  });

  it('skips the values of a burst: each change restarts the wait', () => {
    const { result, rerender } = render('s');
    const seen: string[] = [];
    for (const value of ['sa', 'sam', 'sams']) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(DELAY - 10));
      seen.push(result.current);
    }
    expect(seen).toEqual(['s', 's', 's']);
    act(() => vi.advanceTimersByTime(10));
    expect(result.current).toBe('sams');
  });

  it('sets nothing after unmounting', () => {
    const { result, rerender, unmount } = render('s');
    rerender({ value: 'sa' });
    unmount();
    act(() => vi.advanceTimersByTime(DELAY));
    expect(result.current).toBe('s');
    expect(vi.getTimerCount()).toBe(0);
  });
});
