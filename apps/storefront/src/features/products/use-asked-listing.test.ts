import { listingReducer } from '@shop/core/products';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ListingUrlState, parseListingUrl } from './listing-url';
import { useAskedListing } from './use-asked-listing';

const start = parseListingUrl('?categoryId=1&category=mobiles-tablets');
const edit = (state: ListingUrlState, value: number): ListingUrlState => ({
  ...state,
  listing: listingReducer(state.listing, { type: 'maxPrice', value }),
});

describe('the listing the next edit builds on', () => {
  const render = () =>
    renderHook(({ shown, url }) => useAskedListing(shown, url), {
      initialProps: { shown: start, url: '/products' },
    });

  it('is the last edit asked for until the URL shows it, then the listing shown', () => {
    const { result, rerender } = render();
    const first = edit(start, 30_000);
    result.current.ask(first, '/products?maxPrice=30000');
    // A render before the navigation has committed (the URL still the old one).
    rerender({ shown: start, url: '/products' });
    expect(result.current.current()).toBe(first);

    const shown = edit(start, 30_000);
    rerender({ shown, url: '/products?maxPrice=30000' });
    expect(result.current.current()).toBe(shown);
  });

  it('keeps the last of several edits when an earlier one commits on its own', () => {
    const { result, rerender } = render();
    const second = edit(start, 50_000);
    const third = edit(second, 40_000);
    result.current.ask(second, '/products?maxPrice=50000');
    result.current.ask(third, '/products?maxPrice=40000');
    rerender({ shown: edit(start, 50_000), url: '/products?maxPrice=50000' });
    expect(result.current.current()).toBe(third);
  });

  it('follows the URL when it moves elsewhere (back, forward, a link)', () => {
    const { result, rerender } = render();
    result.current.ask(edit(start, 30_000), '/products?maxPrice=30000');
    const elsewhere = edit(start, 70_000);
    rerender({ shown: elsewhere, url: '/products?maxPrice=70000' });
    expect(result.current.current()).toBe(elsewhere);
  });

  it('follows a move back or forward at once, even one that renders nothing', () => {
    const { result } = render();
    result.current.ask(edit(start, 30_000), '/products?maxPrice=30000');
    // Back before the edit was shown: the router ends where it was, so no render comes.
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(result.current.current()).toBe(start);
  });
});
