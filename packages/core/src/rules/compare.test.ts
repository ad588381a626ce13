import { describe, expect, it } from 'vitest';
import { COMPARE_MAX_ITEMS } from '../constants';
import type { Product } from '../contract';
import {
  addToCompare,
  compareItemFrom,
  isCompareFull,
  isInCompare,
  isInWishlist,
  parseStoredCompare,
  parseStoredWishlist,
  removeFromCompare,
  toggleWishlist,
  type CompareItem,
} from './compare';
import { compareSpecRows, specificationLabel } from './specifications';
import { compareMessages, wishlistToggleLabel } from '../texts';

const phone: Product = {
  id: 1001,
  productname: 'Galaxy S24',
  brand: 'Samsung',
  price: 79_999,
  oldprice: 89_999,
  discountpercent: 11,
  starrating: 4.5,
  ratingscount: 1200,
  stock: 12,
  imageurl: '/images/products/1001.svg',
  freedelivery: true,
  description: 'A phone',
  categoryid: 1,
  categories: { slug: 'mobiles' },
  productdetails: 'Details',
  keyfeatures: { 'Key Features': ['6.2" display', '50 MP camera'] },
  specifications: [
    {
      screensize: '6.2 inches',
      ram: '8 GB',
      battery: '4000 mAh',
      operating_system: 'Android 14',
      waterresistance: 'IP68',
      camera: '50 MP',
      processor: 'Exynos 2400',
      displaytype: 'AMOLED',
      connectivity: '5G',
    },
    { ram: 'second entry is ignored' } as never,
  ],
  badge: null,
};

const item = (id: number | string, overrides: Partial<CompareItem> = {}): CompareItem => ({
  ...compareItemFrom({ ...phone, id }),
  ...overrides,
});

describe('compareItemFrom', () => {
  it('keeps the snapshot the table needs: key features as a list and the first specification entry', () => {
    expect(compareItemFrom(phone)).toEqual({
      id: 1001,
      categoryid: 1,
      productname: 'Galaxy S24',
      brand: 'Samsung',
      price: 79_999,
      oldprice: 89_999,
      discountpercent: 11,
      starrating: 4.5,
      ratingscount: 1200,
      stock: 12,
      freedelivery: true,
      imageurl: '/images/products/1001.svg',
      keyfeatures: ['6.2" display', '50 MP camera'],
      specification: phone.specifications[0],
    });
  });

  it("accepts the sample catalogue's text ids and prices as text, deriving a missing discount", () => {
    const made = compareItemFrom({
      ...phone,
      id: 'prod-1001',
      price: '800',
      oldprice: '1000',
      discountpercent: null,
      keyfeatures: null,
      specifications: [],
    });
    expect(made).toMatchObject({
      id: 'prod-1001',
      price: 800,
      oldprice: 1000,
      discountpercent: 20,
      keyfeatures: [],
      specification: {},
    });
  });
});

describe('adding and removing (at most 4)', () => {
  it('adds at the end', () => {
    const first = addToCompare([], item(1));
    expect(first.outcome).toBe('added');
    const second = addToCompare(first.items, item(2));
    expect(second).toEqual({ items: [item(1), item(2)], outcome: 'added' });
  });

  it('never holds a product twice, even when one id is text', () => {
    const result = addToCompare([item(1)], item('1'));
    expect(result).toEqual({ items: [item(1)], outcome: 'already-added' });
    expect(isInCompare(result.items, '1')).toBe(true);
  });

  it('refuses a fifth product', () => {
    const four = [item(1), item(2), item(3), item(4)];
    expect(COMPARE_MAX_ITEMS).toBe(4);
    expect(isCompareFull(four)).toBe(true);
    expect(isCompareFull(four.slice(1))).toBe(false);
    expect(addToCompare(four, item(5))).toEqual({ items: four, outcome: 'full' });
    expect(addToCompare(four, item(4)).outcome).toBe('already-added');
  });

  it('removes by id and leaves the input untouched', () => {
    const list = [item(1), item('prod-1002'), item(3)];
    expect(removeFromCompare(list, 'prod-1002').map((entry) => entry.id)).toEqual([1, 3]);
    expect(list).toHaveLength(3);
  });

  it('says why a fifth is refused, with the limit in the text', () => {
    expect(compareMessages.full).toBe('You can compare up to 4 products');
    expect(compareMessages.hint).toBe('Add up to 4 products from the listing or a product page');
  });
});

describe('the stored compare list', () => {
  it('round-trips', () => {
    const list = [item(1), item('prod-1002')];
    expect(parseStoredCompare(JSON.stringify(list))).toEqual(list);
  });

  it.each([null, '', 'not json', '{"a":1}', '42', 'null'])('reads %j as empty', (raw) => {
    expect(parseStoredCompare(raw)).toEqual([]);
  });

  it('drops malformed entries and repeats, and keeps at most 4', () => {
    const raw = JSON.stringify([
      item(1),
      { id: 2, productname: 'half a product' },
      'junk',
      item(1),
      item(3),
      item(4),
      item(5),
      item(6),
    ]);
    expect(parseStoredCompare(raw).map((entry) => entry.id)).toEqual([1, 3, 4, 5]);
  });
});

describe('the wishlist (§4: local only)', () => {
  it('toggles a product on and off by its key', () => {
    const on = toggleWishlist([], 1001);
    expect(on).toEqual(['1001']);
    expect(isInWishlist(on, 1001)).toBe(true);
    expect(isInWishlist(on, '1001')).toBe(true);
    const both = toggleWishlist(on, 'prod-1001');
    expect(both).toEqual(['1001', 'prod-1001']);
    expect(toggleWishlist(both, 1001)).toEqual(['prod-1001']);
  });

  it('reads junk as empty and keeps only ids, once each', () => {
    expect(parseStoredWishlist('{broken')).toEqual([]);
    expect(parseStoredWishlist('{"1001":true}')).toEqual([]);
    expect(parseStoredWishlist(JSON.stringify([1001, '1001', 'prod-1002', null, {}, '', 2.5]))).toEqual([
      '1001',
      'prod-1002',
    ]);
  });

  it('names the heart for what it does', () => {
    expect(wishlistToggleLabel('Galaxy S24', false)).toBe('Add Galaxy S24 to wishlist');
    expect(wishlistToggleLabel('Galaxy S24', true)).toBe('Remove Galaxy S24 from wishlist');
  });
});

describe('specifications side by side', () => {
  it('labels keys for people', () => {
    expect(specificationLabel('operating_system')).toBe('Operating system');
    expect(specificationLabel('screensize')).toBe('Screen size');
    expect(specificationLabel('waterresistance')).toBe('Water resistance');
    expect(specificationLabel('ram')).toBe('RAM');
    expect(specificationLabel('sim_type')).toBe('SIM type');
    expect(specificationLabel('country_of_origin')).toBe('Country of origin');
  });

  it('lists the union of keys in first-seen order, with a dash for missing or not applicable', () => {
    const rows = compareSpecRows([
      item(1, { specification: { ram: '8 GB', camera: 'Not applicable' } }),
      item(2, { specification: { ram: '16 GB', camera: '48 MP', weight: '190 g' } }),
    ]);
    expect(rows).toEqual([
      { key: 'ram', label: 'RAM', values: ['8 GB', '16 GB'] },
      { key: 'camera', label: 'Camera', values: ['—', '48 MP'] },
      { key: 'weight', label: 'Weight', values: ['—', '190 g'] },
    ]);
  });

  it('leaves out a row that no product has a value for', () => {
    const rows = compareSpecRows([
      item(1, { specification: { ram: '8 GB', author: 'Not applicable' } }),
      item(2, { specification: { ram: '16 GB', author: '' } }),
    ]);
    expect(rows.map((row) => row.key)).toEqual(['ram']);
  });
});
