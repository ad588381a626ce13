import { describe, expect, it } from 'vitest';
import { visibleCategories } from './catalogue';

describe('visibleCategories (§9)', () => {
  it('keeps active categories only, sorted by displayorder, ties in server order', () => {
    const categories = [
      { id: 1, isactive: true, displayorder: 3 },
      { id: 2, isactive: false, displayorder: 1 },
      { id: 3, isactive: true, displayorder: 1 },
      { id: 4, isactive: true, displayorder: 2 },
      { id: 5, isactive: true, displayorder: 1 },
    ];
    expect(visibleCategories(categories).map((category) => category.id)).toEqual([3, 5, 4, 1]);
    expect(categories.map((category) => category.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
