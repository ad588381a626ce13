import { ProductSchema } from '@shop/core/products';
import { describe, expect, it } from 'vitest';
import { productImageSvg, productsOfCategory, sampleCatalogue, svgDataUri } from './index';

describe('sampleCatalogue (spec §9)', () => {
  const sample = sampleCatalogue();

  it('holds 90 products with ids prod-1001 … prod-1090', () => {
    expect(sample).toHaveLength(90);
    expect(sample.map((product) => product.id)).toEqual(
      Array.from({ length: 90 }, (_, index) => `prod-${1001 + index}`),
    );
  });

  it('spreads nine products over each fallback category (ids 1–9 and 11), grouped in that order', () => {
    const categoryIds = sample.map((product) => product.categoryid);
    expect(categoryIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11].flatMap((id) => Array<number>(9).fill(id)));
  });

  it('comes from the same generator as the API seed', () => {
    const names = new Set(sample.map((product) => product.productname));
    expect(names.size).toBe(90);
    for (const product of sample) {
      const { id: _id, imageurl: _imageurl, ...rest } = product;
      const original = productsOfCategory(product.categoryid).find(
        (candidate) => candidate.productname === product.productname,
      );
      expect(original).toMatchObject(rest);
    }
  });

  it('carries inline SVG images, so pictures show while the API is down', () => {
    const first = sample[0];
    expect(first?.imageurl).toBe(svgDataUri(productImageSvg(101) ?? ''));
    for (const product of sample) expect(product.imageurl.startsWith('data:image/svg+xml,')).toBe(true);
  });

  it('is valid product data apart from the string id', () => {
    for (const product of sample) {
      expect(() => ProductSchema.parse({ ...product, id: 0 })).not.toThrow();
    }
  });

  it('includes out-of-stock and below-4-star products, as the live catalogue does', () => {
    expect(sample.some((product) => product.stock === 0)).toBe(true);
    expect(sample.some((product) => product.starrating < 4)).toBe(true);
  });

  it('returns the same products on every call, in an array the caller may reorder', () => {
    const again = sampleCatalogue();
    expect(again).toEqual(sample);
    expect(again).not.toBe(sample);
    again.reverse();
    expect(sampleCatalogue()[0]?.id).toBe('prod-1001');
  });
});
