import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routerWrapper } from '../../../test/router-wrapper';
import { useListingHistory } from './use-listing-history';

const STREAMING = new Set(['search']);
const START = '/products?category=all';

function renderListingHistory() {
  const { wrapper, router } = routerWrapper(START);
  const { result } = renderHook(() => useListingHistory(STREAMING), { wrapper });
  const shown = () => `${router().state.location.pathname}${router().state.location.search}`;
  const back = async (to: string) => {
    await act(() => router().navigate(-1));
    await waitFor(() => expect(shown()).toBe(to));
  };
  return { go: (url: string, edit: string) => result.current(url, edit), shown, back };
}

describe('listing history: one entry per edit, one per stream', () => {
  it('a stream whose next write comes before the last one has rendered still replaces its entry', async () => {
    const history = renderListingHistory();
    act(() => {
      history.go('/products?category=all&search=gal', 'search');
      history.go('/products?category=all&search=galaxy', 'search');
    });
    await waitFor(() => expect(history.shown()).toBe('/products?category=all&search=galaxy'));
    await history.back(START);
  });

  it('a stream that spans renders replaces its entry too', async () => {
    const history = renderListingHistory();
    act(() => history.go('/products?category=all&search=gal', 'search'));
    await waitFor(() => expect(history.shown()).toBe('/products?category=all&search=gal'));
    act(() => history.go('/products?category=all&search=galaxy', 'search'));
    await waitFor(() => expect(history.shown()).toBe('/products?category=all&search=galaxy'));
    await history.back(START);
  });

  it('another edit, or a non-streaming one, adds an entry of its own', async () => {
    const history = renderListingHistory();
    act(() => history.go('/products?category=all&search=tv', 'search'));
    act(() => history.go('/products?category=all&search=tv&sort=price-asc', 'sort'));
    act(() => history.go('/products?category=all&search=tv&sort=price-desc', 'sort'));
    await waitFor(() => expect(history.shown()).toBe('/products?category=all&search=tv&sort=price-desc'));
    await history.back('/products?category=all&search=tv&sort=price-asc');
    await history.back('/products?category=all&search=tv');
  });

  it('after going back, a stream starts a new entry instead of replacing the one it came back to', async () => {
    const history = renderListingHistory();
    act(() => history.go('/products?category=all&sort=price-asc', 'sort'));
    act(() => history.go('/products?category=all&sort=price-asc&search=tv', 'search'));
    await waitFor(() => expect(history.shown()).toBe('/products?category=all&sort=price-asc&search=tv'));
    await history.back('/products?category=all&sort=price-asc');
    act(() => history.go('/products?category=all&sort=price-asc&search=phone', 'search'));
    await waitFor(() => expect(history.shown()).toBe('/products?category=all&sort=price-asc&search=phone'));
    await history.back('/products?category=all&sort=price-asc');
  });
});
