import { describe, expect, it } from 'vitest';
import { searchPath } from './HeaderContainer';

describe('header search (spec §2)', () => {
  it('searches every category for "All", without a category id', () => {
    expect(searchPath({ query: '  redmi note ', category: 'all' })).toBe(
      '/products?category=all&search=redmi+note',
    );
  });

  it('narrows to the selector’s §2 category', () => {
    expect(searchPath({ query: 'galaxy', category: 'mobiles' })).toBe(
      '/products?categoryId=1&category=mobiles-tablets&search=galaxy',
    );
    expect(searchPath({ query: 'earbuds', category: 'audio' })).toBe(
      '/products?categoryId=4&category=audio-headphones&search=earbuds',
    );
  });

  it('opens the category listing alone when nothing is typed', () => {
    expect(searchPath({ query: '   ', category: 'laptops' })).toBe(
      '/products?categoryId=2&category=laptops-computers',
    );
  });

  it('opens the whole listing when nothing is typed and All is chosen', () => {
    expect(searchPath({ query: '', category: 'all' })).toBe('/products?category=all');
  });

  it('encodes what is typed', () => {
    expect(searchPath({ query: 'usb-c & hdmi', category: 'accessories' })).toBe(
      '/products?categoryId=4&category=audio-headphones&search=usb-c+%26+hdmi',
    );
  });
});
