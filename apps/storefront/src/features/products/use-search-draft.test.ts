import { LISTING_SEARCH_URL_DELAY_MS } from '@shop/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchDraft } from './use-search-draft';

const DELAY = LISTING_SEARCH_URL_DELAY_MS;

describe('useSearchDraft: the listing search between its box and the URL', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * The URL's text as React shows it is a prop; `commit` stands for the navigation that writes it,
   * which puts the text in the browser's address at once (React shows it later, in a transition).
   */
  function setup(initialUrlText = '') {
    const address = { text: initialUrlText };
    const commit = vi.fn((text: string) => {
      address.text = text;
    });
    const hook = renderHook(
      ({ urlText }: { urlText: string }) => useSearchDraft(urlText, commit, () => address.text),
      { initialProps: { urlText: initialUrlText } },
    );
    return { commit, address, ...hook };
  }

  it('back before React showed the written text: the box follows the address again, with no render', () => {
    const { result, address, rerender } = setup();
    act(() => result.current.type('galaxy'));
    act(() => vi.advanceTimersByTime(DELAY));
    expect(address.text).toBe('galaxy');
    // Still on its way: the box keeps the text.
    rerender({ urlText: '' });
    expect(result.current.text).toBe('galaxy');
    // Back: the address loses the write. React, having never shown it, has nothing new to render
    // (the router's location is the one it had), so the history move alone must bring '' back.
    address.text = '';
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(result.current.text).toBe('');
  });

  it('shows every keystroke at once, even while the URL lags behind (no dropped letters)', () => {
    const { result, commit, rerender } = setup();
    for (const text of ['g', 'ga', 'gal', 'gala', 'galax', 'galaxy']) {
      act(() => result.current.type(text));
      // The URL has not caught up: the box must keep what was typed.
      rerender({ urlText: '' });
      expect(result.current.text).toBe(text);
    }
    expect(commit).not.toHaveBeenCalled();
  });

  it('a write the URL shows late never takes back what was typed after it (a slow phone, pauses between keys)', () => {
    const { result, commit, rerender } = setup();
    act(() => result.current.type('ga'));
    act(() => vi.advanceTimersByTime(DELAY));
    act(() => result.current.type('gal'));
    act(() => vi.advanceTimersByTime(DELAY));
    expect(commit.mock.calls).toEqual([['ga'], ['gal']]);
    act(() => result.current.type('gala'));
    // Both writes were ours; React shows them one after the other, after the next keystroke.
    rerender({ urlText: 'ga' });
    expect(result.current.text).toBe('gala');
    rerender({ urlText: 'gal' });
    expect(result.current.text).toBe('gala');
    act(() => vi.advanceTimersByTime(DELAY));
    expect(commit).toHaveBeenLastCalledWith('gala');
  });

  it(`writes the URL once, ${DELAY} ms after the last keystroke`, () => {
    const { result, commit } = setup();
    act(() => result.current.type('gal'));
    act(() => vi.advanceTimersByTime(DELAY - 1));
    act(() => result.current.type('galaxy'));
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('galaxy');
  });

  it('keeps its text when the URL brings back what it wrote', () => {
    const { result, commit, rerender } = setup();
    act(() => result.current.type('galaxy'));
    act(() => vi.advanceTimersByTime(DELAY));
    act(() => result.current.type('galaxy s'));
    rerender({ urlText: 'galaxy' });
    expect(result.current.text).toBe('galaxy s');
    act(() => vi.advanceTimersByTime(DELAY));
    expect(commit).toHaveBeenLastCalledWith('galaxy s');
  });

  it('takes a text the URL brings that it did not write (back, a shared link) and drops its own pending one', () => {
    const { result, commit, rerender } = setup('galaxy');
    expect(result.current.text).toBe('galaxy');
    act(() => result.current.type('galaxy z'));
    rerender({ urlText: '' });
    expect(result.current.text).toBe('');
    act(() => vi.advanceTimersByTime(DELAY));
    expect(commit).not.toHaveBeenCalled();
  });

  it('settle: another edit writes the URL now, so the pending write is dropped', () => {
    const { result, commit, rerender } = setup();
    act(() => result.current.type('pixel'));
    act(() => result.current.settle(''));
    expect(result.current.text).toBe('');
    rerender({ urlText: '' });
    act(() => vi.advanceTimersByTime(DELAY));
    expect(commit).not.toHaveBeenCalled();
  });
});
