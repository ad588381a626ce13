import { describe, expect, it } from 'vitest';
import { galleryIndexForKey } from './gallery-keys';

describe('galleryIndexForKey', () => {
  it('moves with the arrows, wrapping at both ends', () => {
    expect(galleryIndexForKey('ArrowRight', 0, 4)).toBe(1);
    expect(galleryIndexForKey('ArrowRight', 3, 4)).toBe(0);
    expect(galleryIndexForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(galleryIndexForKey('ArrowLeft', 2, 4)).toBe(1);
  });

  it('jumps to the ends with Home and End', () => {
    expect(galleryIndexForKey('Home', 2, 4)).toBe(0);
    expect(galleryIndexForKey('End', 0, 4)).toBe(3);
  });

  it('ignores other keys and a single image', () => {
    expect(galleryIndexForKey('Enter', 1, 4)).toBeNull();
    expect(galleryIndexForKey('ArrowUp', 1, 4)).toBeNull();
    expect(galleryIndexForKey('ArrowRight', 0, 1)).toBeNull();
  });
});
