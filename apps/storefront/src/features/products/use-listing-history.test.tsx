import { act, renderHook } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListingHistory } from './use-listing-history';

const STREAMING = new Set(['search']);
const START = '/products?category=all';

const address = () => `${window.location.pathname}${window.location.search}`;

/** The browser's own history (jsdom's), as in the shop: its moves are popstate events. */
async function historyMove(move: () => void): Promise<void> {
  const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  move();
  await moved;
}

function renderListingHistory() {
  window.history.pushState(null, '', START);
  const { result } = renderHook(() => useListingHistory(STREAMING), { wrapper: BrowserRouter });
  const back = async (to: string) => {
    await act(() => historyMove(() => window.history.back()));
    expect(address()).toBe(to);
  };
  return { go: (url: string, edit: string) => result.current(url, edit), back };
}

describe('listing history: one entry per edit, one per stream', () => {
  it('a stream whose next write comes before the last one has rendered still replaces its entry', async () => {
    const history = renderListingHistory();
    act(() => {
      history.go('/products?category=all&search=gal', 'search');
      history.go('/products?category=all&search=galaxy', 'search');
    });
    expect(address()).toBe('/products?category=all&search=galaxy');
    await history.back(START);
  });

  it('a stream that spans renders replaces its entry too', async () => {
    const history = renderListingHistory();
    act(() => history.go('/products?category=all&search=gal', 'search'));
    act(() => history.go('/products?category=all&search=galaxy', 'search'));
    expect(address()).toBe('/products?category=all&search=galaxy');
    await history.back(START);
  });

  it('another edit, or a non-streaming one, adds an entry of its own', async () => {
    const history = renderListingHistory();
    act(() => history.go('/products?category=all&search=tv', 'search'));
    act(() => history.go('/products?category=all&search=tv&sort=price-asc', 'sort'));
    act(() => history.go('/products?category=all&search=tv&sort=price-desc', 'sort'));
    await history.back('/products?category=all&search=tv&sort=price-asc');
    await history.back('/products?category=all&search=tv');
    await history.back(START);
  });

  it('after going back, a stream starts a new entry instead of replacing the one it came back to', async () => {
    const history = renderListingHistory();
    act(() => history.go('/products?category=all&sort=price-asc', 'sort'));
    act(() => history.go('/products?category=all&sort=price-asc&search=tv', 'search'));
    await history.back('/products?category=all&sort=price-asc');
    act(() => history.go('/products?category=all&sort=price-asc&search=phone', 'search'));
    await history.back('/products?category=all&sort=price-asc');
  });

  it('a write and the way back before either has rendered: the next stream still starts a new entry', async () => {
    const history = renderListingHistory();
    // One act: React renders neither move, and the router ends where it was, so nothing renders.
    await act(async () => {
      history.go('/products?category=all&search=galaxy', 'search');
      await historyMove(() => window.history.back());
    });
    expect(address()).toBe(START);
    act(() => history.go('/products?category=all&search=pixel', 'search'));
    await history.back(START);
  });
});
