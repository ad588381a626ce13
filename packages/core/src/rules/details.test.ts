import { describe, expect, it } from 'vitest';
import { DELIVERY_PROMISE, RETURN_POLICY_DAYS, WARRANTY_YEARS } from '../constants';
import { detailsMessages, returnPolicyText, warrantyText } from '../texts';
import {
  backToProductsPath,
  clampLineQuantity,
  clampQuantity,
  decrementQuantity,
  displayDiscountPercent,
  incrementQuantity,
  parseProductParams,
  priceWithStorage,
  productReviewCount,
  productSavings,
  reviewCount,
} from './details';
import { productSpecificationRows } from './specifications';

describe('storage price (§9)', () => {
  it('adds 0, 20000 or 40000 rupees', () => {
    expect(priceWithStorage(79_999, '256GB')).toBe(79_999);
    expect(priceWithStorage(79_999, '512GB')).toBe(99_999);
    expect(priceWithStorage(79_999, '1TB')).toBe(119_999);
  });

  it('adds nothing for an unknown option', () => {
    expect(priceWithStorage(79_999, '2TB')).toBe(79_999);
  });
});

describe('discount and savings (§9)', () => {
  it("keeps the product's own discount", () => {
    expect(displayDiscountPercent(80_000, 100_000, 15)).toBe(15);
  });

  it('derives a missing discount from the prices', () => {
    expect(displayDiscountPercent(80_000, 100_000, undefined)).toBe(20);
    expect(displayDiscountPercent(74_999, 89_999, null)).toBe(17);
    expect(displayDiscountPercent(80_000, 100_000, 0)).toBe(20);
    expect(displayDiscountPercent(80_000, 80_000, undefined)).toBe(0);
    expect(displayDiscountPercent(80_000, undefined, undefined)).toBe(0);
  });

  it('shows savings only when the old price exceeds the price', () => {
    expect(productSavings(80_000, 100_000)).toBe(20_000);
    expect(productSavings(80_000, 80_000)).toBe(0);
    expect(productSavings(80_000, 70_000)).toBe(0);
    expect(productSavings(80_000, null)).toBe(0);
  });
});

describe('reviewCount (§9: fallback random 500 to 3500)', () => {
  it("keeps the product's own count", () => {
    expect(reviewCount(2_844, () => 0.5)).toBe(2_844);
  });

  it('falls back to 500…3500 inclusive from the injected random', () => {
    expect(reviewCount(0, () => 0)).toBe(500);
    expect(reviewCount(undefined, () => 0.999_999)).toBe(3_500);
    expect(reviewCount(null, () => 0.5)).toBe(2_000);
  });

  it('stays in range for a random that misbehaves at 1', () => {
    expect(reviewCount(0, () => 1)).toBe(3_500);
  });
});

describe('quantity (§4: minimum 1, no maximum)', () => {
  it('never goes below 1', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(decrementQuantity(1)).toBe(1);
    expect(decrementQuantity(3)).toBe(2);
  });

  it('has no maximum', () => {
    expect(incrementQuantity(999)).toBe(1_000);
  });

  it('a cart line keeps between 1 and the per-line ceiling of 99', () => {
    expect(clampLineQuantity(0)).toBe(1);
    expect(clampLineQuantity(Number.NaN)).toBe(1);
    expect(clampLineQuantity(7)).toBe(7);
    expect(clampLineQuantity(99)).toBe(99);
    expect(clampLineQuantity(100)).toBe(99);
  });
});

describe('productReviewCount (§9 fallback, seeded by the product)', () => {
  it("keeps the product's own count", () => {
    expect(productReviewCount(101, 2_345)).toBe(2_345);
  });

  it('falls back to the same number from 500 to 3500 on every call, varying between products', () => {
    const counts = Array.from({ length: 200 }, (_, index) => productReviewCount(index + 1, 0));
    for (const count of counts) {
      expect(count).toBeGreaterThanOrEqual(500);
      expect(count).toBeLessThanOrEqual(3_500);
      expect(Number.isInteger(count)).toBe(true);
    }
    expect(productReviewCount(17, 0)).toBe(productReviewCount(17, null));
    expect(productReviewCount('prod-1001', undefined)).toBe(productReviewCount('prod-1001', 0));
    expect(new Set(counts).size).toBeGreaterThan(100);
  });
});

describe('parseProductParams (§8 Invalid product parameters)', () => {
  it('reads positive whole ids of the catalogue', () => {
    expect(parseProductParams('1', '101')).toEqual({ kind: 'catalogue', categoryId: 1, productId: 101 });
    expect(parseProductParams('11', '1105')).toEqual({ kind: 'catalogue', categoryId: 11, productId: 1105 });
  });

  it("reads the listing fallback's sample ids", () => {
    expect(parseProductParams('1', 'prod-1001')).toEqual({
      kind: 'sample',
      categoryId: 1,
      productId: 'prod-1001',
    });
  });

  it.each([
    ['abc', '101'],
    ['1', 'abc'],
    ['0', '101'],
    ['1', '0'],
    ['-1', '101'],
    ['1', '-5'],
    ['1.5', '101'],
    ['1', '101.0'],
    ['01', '101'],
    ['1', '1e3'],
    ['1', '+7'],
    [' 1', '101'],
    ['1', '9999999999'],
    ['1', 'prod-'],
    ['1', 'prod-abc'],
    ['0', 'prod-1001'],
    ['', ''],
    [undefined, '101'],
    ['1', undefined],
  ])('refuses category %j with product %j', (categoryId, productId) => {
    expect(parseProductParams(categoryId, productId)).toEqual({ kind: 'invalid' });
  });
});

describe("backToProductsPath (§2 'Back to Products')", () => {
  it('returns to the remembered category listing', () => {
    expect(backToProductsPath('4', 'audio-headphones')).toBe(
      '/products?categoryId=4&category=audio-headphones',
    );
  });

  it('opens the whole listing when nothing, or something odd, was remembered', () => {
    expect(backToProductsPath(null, null)).toBe('/products?category=all');
    expect(backToProductsPath('4', null)).toBe('/products?category=all');
    expect(backToProductsPath(undefined, 'audio-headphones')).toBe('/products?category=all');
    expect(backToProductsPath('x', 'audio-headphones')).toBe('/products?category=all');
    expect(backToProductsPath('4', '<script>')).toBe('/products?category=all');
  });
});

describe('details texts (§2, §9)', () => {
  it('words the service info and the buttons as the spec does', () => {
    expect(returnPolicyText(RETURN_POLICY_DAYS)).toBe('10 days return policy');
    expect(warrantyText(WARRANTY_YEARS)).toBe('1 year warranty');
    expect(warrantyText(2)).toBe('2 years warranty');
    expect(DELIVERY_PROMISE).toBe('Delivered by tomorrow, if ordered within 6 hrs');
    expect(detailsMessages).toEqual({
      backToProducts: 'Back to Products',
      goToHome: 'Go to Home',
      addToCart: 'Add to Cart',
      buyNow: 'Buy Now',
      freeDelivery: 'Free Delivery',
    });
  });
});

describe('productSpecificationRows (Specifications tab)', () => {
  const notApplicable = {
    screensize: 'Not applicable',
    ram: 'Not applicable',
    battery: 'Not applicable',
    operating_system: 'Not applicable',
    waterresistance: 'Not applicable',
    camera: 'Not applicable',
    processor: 'Not applicable',
    displaytype: 'Not applicable',
    connectivity: 'Not applicable',
  };

  it('labels every key readably, in order, leaving out Not applicable and empty values', () => {
    const rows = productSpecificationRows([
      { ...notApplicable, ram: '12 GB', operating_system: 'Android 14', capacity: '5 L', colour: ' ' },
    ]);
    expect(rows).toEqual([
      { key: 'ram', label: 'RAM', value: '12 GB' },
      { key: 'operating_system', label: 'Operating system', value: 'Android 14' },
      { key: 'capacity', label: 'Capacity', value: '5 L' },
    ]);
  });

  it('reads later entries too, keeping the first value of a repeated key', () => {
    const rows = productSpecificationRows([
      { ...notApplicable, ram: '8 GB' },
      { ...notApplicable, ram: '16 GB', in_the_box: 'Charger' },
    ]);
    expect(rows.map((row) => `${row.label}: ${row.value}`)).toEqual(['RAM: 8 GB', 'In the box: Charger']);
    expect(productSpecificationRows([])).toEqual([]);
  });
});
