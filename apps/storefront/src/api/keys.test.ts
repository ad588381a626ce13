import { describe, expect, it } from 'vitest';
import { queryKeys } from './keys';

describe('query keys', () => {
  it('carry their parameters', () => {
    expect(queryKeys.products.list({ categoryId: 1, page: 1, limit: 100 })).toEqual([
      'products',
      'list',
      { categoryId: 1, page: 1, limit: 100 },
    ]);
    expect(queryKeys.products.detail(1, 1001)).toEqual(['products', 'detail', '1', '1001']);
    expect(queryKeys.users.detail(7)).toEqual(['users', 'detail', 7]);
  });

  it('start with their area, so one invalidation reaches every listing and product', () => {
    const area = queryKeys.products.all();
    for (const key of [
      queryKeys.products.list({ categoryId: 2, page: 1, limit: 12 }),
      queryKeys.products.detail('2', 'prod-1001'),
      queryKeys.products.search({ q: 'phone' }),
    ]) {
      expect(key.slice(0, area.length)).toEqual(['products']);
    }
    expect(queryKeys.products.detail(1, 2)).not.toEqual(queryKeys.products.detail(2, 1));
  });
});
