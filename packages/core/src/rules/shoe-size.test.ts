import { describe, expect, it } from 'vitest';
import {
  canSaveShoeSize,
  compareShoeSizes,
  readyShoeSize,
  shoeWidthOptions,
  sortShoeSizes,
  toShoeSizePayload,
  toShoeWidth,
} from './shoe-size';

describe('sortShoeSizes (§5)', () => {
  it('sorts numeric sizes ascending (as numbers, not text) and puts others after in server order', () => {
    const sizes = ['10', 'M', 9, '7.5', 'S', '11', 8, 'L'].map((size, id) => ({ id, size }));
    expect(sortShoeSizes(sizes).map((option) => option.size)).toEqual([
      '7.5',
      8,
      9,
      '10',
      '11',
      'M',
      'S',
      'L',
    ]);
  });

  it('leaves the input untouched', () => {
    const sizes = [{ size: '9' }, { size: '8' }];
    sortShoeSizes(sizes);
    expect(sizes.map((option) => option.size)).toEqual(['9', '8']);
  });

  it('compares mixed values', () => {
    expect(compareShoeSizes('9', 10)).toBeLessThan(0);
    expect(compareShoeSizes('XL', 3)).toBeGreaterThan(0);
    expect(compareShoeSizes('XL', 'S')).toBe(0);
  });
});

describe('widths (§5: Narrow, Standard, Wide; others discarded)', () => {
  it('keeps the three known widths once each', () => {
    expect(shoeWidthOptions(['Wide', 'Extra Wide', 'Narrow', 'wide', 'Standard', ''])).toEqual([
      'Wide',
      'Narrow',
      'Standard',
    ]);
  });

  it('reads a width regardless of case', () => {
    expect(toShoeWidth(' standard ')).toBe('Standard');
    expect(toShoeWidth('Medium')).toBeNull();
    expect(toShoeWidth(undefined)).toBeNull();
  });
});

describe('the save body', () => {
  it('sends numeric sizes as numbers', () => {
    expect(toShoeSizePayload('9')).toBe(9);
    expect(toShoeSizePayload('9.5')).toBe(9.5);
    expect(toShoeSizePayload(10)).toBe(10);
    expect(toShoeSizePayload(' UK 9 ')).toBe('UK 9');
  });

  it('needs size and width both', () => {
    expect(readyShoeSize({ size: '9', width: 'Wide' })).toEqual({ size: 9, width: 'Wide' });
    expect(readyShoeSize({ size: '', width: 'Wide' })).toBeNull();
    expect(readyShoeSize({ size: null, width: 'Wide' })).toBeNull();
    expect(readyShoeSize({ size: '9', width: '' })).toBeNull();
    expect(readyShoeSize({ size: '9', width: 'Extra Wide' })).toBeNull();
  });

  it('enables Save once complete and different from what is saved', () => {
    const saved = { size: 9, width: 'Wide', shoeSizeId: 4, created_at: '', updated_at: '' } as const;
    expect(canSaveShoeSize({ size: '9', width: 'Wide' }, null)).toBe(true);
    expect(canSaveShoeSize({ size: '9', width: 'Wide' }, saved)).toBe(false);
    expect(canSaveShoeSize({ size: '9.5', width: 'Wide' }, saved)).toBe(true);
    expect(canSaveShoeSize({ size: '9', width: 'Narrow' }, saved)).toBe(true);
    expect(canSaveShoeSize({ size: '9', width: null }, null)).toBe(false);
  });
});
