import { describe, expect, it } from 'vitest';
import { PAGINATION_MAX_FULL_PAGES } from '../constants';
import { pageCount, paginationItems } from './pagination';

describe('pageCount', () => {
  it('rounds up', () => {
    expect(pageCount(90, 12)).toBe(8);
    expect(pageCount(96, 12)).toBe(8);
    expect(pageCount(97, 12)).toBe(9);
    expect(pageCount(1, 12)).toBe(1);
  });

  it('is 0 for nothing to show', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
  });
});

describe('paginationItems (§9)', () => {
  it('shows every page up to 7', () => {
    expect(PAGINATION_MAX_FULL_PAGES).toBe(7);
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('uses ellipsis windows beyond 7: first, last, current ±1', () => {
    expect(paginationItems(1, 8)).toEqual([1, 2, 'ellipsis', 8]);
    expect(paginationItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(paginationItems(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(paginationItems(0, 9)).toEqual(paginationItems(1, 9));
    expect(paginationItems(42, 9)).toEqual(paginationItems(9, 9));
  });
});
