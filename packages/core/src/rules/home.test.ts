import { describe, expect, it } from 'vitest';
import { DEALS_CATEGORY_IDS, FRESH_PICKS_CATEGORY_IDS, HOME_SECTION_ITEM_COUNT } from '../constants';
import { dealsOfTheDay, freshPicks, shuffle } from './home';

/** Always 0: Fisher–Yates then swaps each element with the first, a known, checkable order. */
const alwaysZero = () => 0;
/** Just below 1: every element swaps with itself, so the order is unchanged. */
const almostOne = () => 0.999_999;

/** Three products per category 1–11, named `c{category}-p{n}`. */
const catalogue = Object.fromEntries(
  Array.from({ length: 11 }, (_, index) => {
    const category = index + 1;
    return [category, [1, 2, 3].map((n) => `c${category}-p${n}`)];
  }),
);

describe('shuffle', () => {
  it('returns a permutation and leaves the input alone', () => {
    const items = [1, 2, 3, 4, 5];
    const shuffled = shuffle(items, Math.random);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it('is deterministic for an injected random', () => {
    expect(shuffle([1, 2, 3, 4], almostOne)).toEqual([1, 2, 3, 4]);
    expect(shuffle([1, 2, 3, 4], alwaysZero)).toEqual([2, 3, 4, 1]);
  });
});

describe('deals of the day (§9)', () => {
  it('pools the first 2 products of categories 1–5 and shows 4', () => {
    expect(DEALS_CATEGORY_IDS).toEqual([1, 2, 3, 4, 5]);
    expect(HOME_SECTION_ITEM_COUNT).toBe(4);
    expect(dealsOfTheDay(catalogue, almostOne)).toEqual(['c1-p1', 'c1-p2', 'c2-p1', 'c2-p2']);
  });

  it('shuffles the whole pool before cutting', () => {
    const shown = dealsOfTheDay(catalogue, alwaysZero);
    expect(shown).toEqual(['c1-p2', 'c2-p1', 'c2-p2', 'c3-p1']);
    const pool = new Set(DEALS_CATEGORY_IDS.flatMap((id) => [`c${id}-p1`, `c${id}-p2`]));
    for (let round = 0; round < 20; round += 1) {
      const picks = dealsOfTheDay(catalogue, Math.random);
      expect(picks).toHaveLength(4);
      for (const pick of picks) expect(pool.has(pick)).toBe(true);
    }
  });

  it('works with categories missing (their call failed)', () => {
    expect(dealsOfTheDay({ 3: ['a', 'b', 'c'] }, almostOne)).toEqual(['a', 'b']);
    expect(dealsOfTheDay({}, almostOne)).toEqual([]);
  });
});

describe('fresh picks (§9)', () => {
  it('comes from categories 6–10', () => {
    expect(FRESH_PICKS_CATEGORY_IDS).toEqual([6, 7, 8, 9, 10]);
    expect(freshPicks(catalogue, almostOne)).toEqual(['c6-p1', 'c6-p2', 'c7-p1', 'c7-p2']);
    const allowed = new Set(FRESH_PICKS_CATEGORY_IDS.map((id) => `c${id}`));
    for (const pick of freshPicks(catalogue, Math.random)) {
      expect(allowed.has(pick.split('-')[0] ?? '')).toBe(true);
    }
  });
});
