import { fallbackCategories } from '@shop/catalog';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryWrapper } from '../../../../test/router-wrapper';
import { useFallbackCategories } from './fallback-categories';

describe('useFallbackCategories (spec §3 built-in list)', () => {
  it('loads nothing while the categories call has not failed', () => {
    const { result } = renderHook(() => useFallbackCategories(false), { wrapper: queryWrapper() });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });

  it('once needed, gives the catalogue’s built-in list: ids 1–9 and 11 with inline images', async () => {
    const { result } = renderHook(() => useFallbackCategories(true), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toBe(fallbackCategories);
    expect(result.current.data?.map((category) => category.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11]);
  });
});
