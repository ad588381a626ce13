import { findProduct, sampleCatalogue } from '@shop/catalog';
import type { Product } from '@shop/core/products';
import { describe, expect, it } from 'vitest';
import { detailsProductFrom } from './product-view';

const phone = findProduct(101) as Product;

describe('detailsProductFrom', () => {
  it('reads the catalogue fields and gives a catalogue product its four gallery views', () => {
    const shown = detailsProductFrom(phone);
    expect(shown).toMatchObject({
      id: 101,
      name: phone.productname,
      brand: phone.brand,
      price: phone.price,
      oldPrice: phone.oldprice,
      discountPercent: phone.discountpercent,
      rating: phone.starrating,
      reviewCount: phone.ratingscount,
      keyFeatures: phone.keyfeatures['Key Features'],
      inStock: true,
    });
    expect(shown.images.map((image) => image.src)).toEqual([
      '/images/products/101.svg',
      '/images/products/101-angle.svg',
      '/images/products/101-back.svg',
      '/images/products/101-detail.svg',
    ]);
    expect(shown.images[1]?.alt).toBe(`${phone.productname}, side angle`);
    expect(shown.specifications.find((row) => row.key === 'ram')).toEqual({
      key: 'ram',
      label: 'RAM',
      value: phone.specifications[0]?.ram,
    });
  });

  it('shows a sample product with its one inline picture', () => {
    const sample = sampleCatalogue()[0]!;
    const shown = detailsProductFrom(sample);
    expect(shown.id).toBe('prod-1001');
    expect(shown.images).toEqual([{ src: sample.imageurl, alt: sample.productname }]);
  });

  it('falls back to a stable 500–3500 review count when the product has none, and reads stock 0 as out of stock', () => {
    const first = detailsProductFrom({ ...phone, ratingscount: 0, stock: 0 });
    const again = detailsProductFrom({ ...phone, ratingscount: 0, stock: 0 });
    expect(first.reviewCount).toBe(again.reviewCount);
    expect(first.reviewCount).toBeGreaterThanOrEqual(500);
    expect(first.reviewCount).toBeLessThanOrEqual(3_500);
    expect(first.inStock).toBe(false);
  });
});
