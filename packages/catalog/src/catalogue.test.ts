import { MIN_RATING_OPTIONS, PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@shop/core';
import { KEY_FEATURES, ProductSchema, RATING_MAX, type Product } from '@shop/core/products';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { categories, findProduct, generateCatalogue, productImagePath, productsOfCategory } from './index';
import { PRODUCT_BADGES } from './products/draft';
import { hashString } from '@shop/core';

const { products } = generateCatalogue();

const BASE_SPEC_KEYS = [
  'screensize',
  'ram',
  'battery',
  'operating_system',
  'waterresistance',
  'camera',
  'processor',
  'displaytype',
  'connectivity',
];

describe('generateCatalogue', () => {
  it('is deterministic: a fresh build deep-equals the memoised one', () => {
    expect(buildCatalogue()).toEqual(generateCatalogue());
    expect(buildCatalogue()).toEqual(buildCatalogue());
  });

  it('is memoised and frozen, so no consumer can change what the others see', () => {
    expect(generateCatalogue()).toBe(generateCatalogue());
    const [first] = generateCatalogue().products;
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.specifications[0])).toBe(true);
    expect(() => generateCatalogue().products.sort((a, b) => b.id - a.id)).toThrow(TypeError);
  });

  it('stays the same from run to run and machine to machine', () => {
    const firstOfEachCategory = categories.map((category) => {
      const product = productsOfCategory(category.id)[0];
      return (
        product && {
          id: product.id,
          productname: product.productname,
          price: product.price,
          oldprice: product.oldprice,
          starrating: product.starrating,
          ratingscount: product.ratingscount,
          stock: product.stock,
          freedelivery: product.freedelivery,
          badge: product.badge,
        }
      );
    });
    expect({
      count: products.length,
      digest: hashString(JSON.stringify(buildCatalogue())).toString(16),
      firstOfEachCategory,
    }).toMatchSnapshot();
  });
});

describe('products', () => {
  it('number at least 24 and at most 99 per category, with ids categoryId * 100 + n from n = 1', () => {
    for (const category of categories) {
      const ids = productsOfCategory(category.id).map((product) => product.id);
      expect(ids.length).toBeGreaterThanOrEqual(24);
      expect(ids.length).toBeLessThanOrEqual(99);
      expect(ids).toEqual(ids.map((_, index) => category.id * 100 + index + 1));
    }
  });

  it('have unique ids and come ordered by id', () => {
    const ids = products.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('every one parses with ProductSchema, unchanged', () => {
    for (const product of products) {
      expect(ProductSchema.parse(product)).toEqual(product);
    }
  });

  it('have unique names, and their category id, slug and image path agree', () => {
    expect(new Set(products.map((product) => product.productname)).size).toBe(products.length);
    for (const product of products) {
      const category = categories.find((candidate) => candidate.id === product.categoryid);
      expect(product.categories).toEqual({ slug: category?.slug });
      expect(Math.floor(product.id / 100)).toBe(product.categoryid);
      expect(product.imageurl).toBe(productImagePath(product.id));
    }
  });

  it('price in whole rupees inside the listing’s price filter, with oldprice at or above price', () => {
    for (const product of products) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(Number.isInteger(product.oldprice)).toBe(true);
      expect(product.price).toBeGreaterThan(PRICE_FILTER_MIN);
      expect(product.oldprice).toBeLessThanOrEqual(PRICE_FILTER_MAX);
      expect(product.oldprice).toBeGreaterThanOrEqual(product.price);
    }
    const prices = products.map((product) => product.price);
    expect(Math.min(...prices)).toBeLessThan(200);
    expect(Math.max(...prices)).toBeGreaterThan(150_000);
  });

  it('state the discount as Math.round((oldprice − price) / oldprice × 100)', () => {
    for (const product of products) {
      expect(product.discountpercent).toBe(
        Math.round(((product.oldprice - product.price) / product.oldprice) * 100),
      );
    }
  });

  it('include products without a discount, and discounted ones, in every category', () => {
    for (const category of categories) {
      const list = productsOfCategory(category.id);
      expect(
        list.some((product) => product.oldprice === product.price && product.discountpercent === 0),
      ).toBe(true);
      expect(list.some((product) => product.discountpercent > 0)).toBe(true);
    }
  });

  it('rate with one decimal between 1 and 5, mostly 3.8 and up', () => {
    for (const product of products) {
      expect(Math.round(product.starrating * 10) / 10).toBe(product.starrating);
      expect(product.starrating).toBeGreaterThanOrEqual(1);
      expect(product.starrating).toBeLessThanOrEqual(RATING_MAX);
      expect(product.ratingscount).toBeGreaterThan(0);
    }
    const high = products.filter((product) => product.starrating >= 3.8).length;
    expect(high / products.length).toBeGreaterThan(0.8);
  });

  it('give each minimum-rating option of the listing filter (4, 3, 2 and up) a different result', () => {
    const counts = MIN_RATING_OPTIONS.map(
      (minimum) => products.filter((product) => product.starrating >= minimum).length,
    );
    // 4+ < 3+ < 2+ (a 1.x rating would be unfair to any real brand, so 2+ and 1+ may agree).
    expect(counts[0]).toBeLessThan(counts[1] ?? 0);
    expect(counts[1]).toBeLessThan(counts[2] ?? 0);
    expect(products.some((product) => product.starrating < 3)).toBe(true);
  });

  it('have at least one out-of-stock and one below-4-star product in every category', () => {
    for (const category of categories) {
      const list = productsOfCategory(category.id);
      expect(
        list.some((product) => product.stock === 0),
        category.slug,
      ).toBe(true);
      expect(
        list.some((product) => product.starrating < 4),
        category.slug,
      ).toBe(true);
      expect(
        list.some((product) => product.stock > 0),
        category.slug,
      ).toBe(true);
    }
  });

  it('mix free and paid delivery', () => {
    const free = products.filter((product) => product.freedelivery).length;
    expect(free).toBeGreaterThan(0);
    expect(free).toBeLessThan(products.length);
  });

  it('use only the known badges, and only where they are true', () => {
    for (const product of products) {
      if (product.badge === null) continue;
      expect(PRODUCT_BADGES).toContain(product.badge);
      if (product.badge === 'Limited Stock') expect(product.stock).toBeGreaterThan(0);
      if (product.badge === 'Limited Stock') expect(product.stock).toBeLessThanOrEqual(8);
      if (product.badge === 'Deal of the Day') expect(product.discountpercent).toBeGreaterThanOrEqual(30);
      if (product.badge === 'Top Rated') expect(product.starrating).toBeGreaterThanOrEqual(4.5);
    }
    expect(products.some((product) => product.badge === null)).toBe(true);
    expect(new Set(products.map((product) => product.badge)).size).toBe(PRODUCT_BADGES.length + 1);
  });

  it('describe themselves in one or two sentences, a paragraph of details and 4–6 key features', () => {
    for (const product of products) {
      expect(product.description.length).toBeGreaterThan(20);
      expect(product.productdetails.length).toBeGreaterThan(product.description.length / 2);
      const features = product.keyfeatures[KEY_FEATURES];
      expect(features.length).toBeGreaterThanOrEqual(4);
      expect(features.length).toBeLessThanOrEqual(6);
      expect(Object.keys(product.keyfeatures)).toEqual([KEY_FEATURES]);
    }
  });

  it('start their specifications with the nine keys of spec §3, then category-specific string keys', () => {
    for (const product of products) {
      const [first] = product.specifications;
      expect(first, String(product.id)).toBeDefined();
      const keys = Object.keys(first ?? {});
      expect(keys.slice(0, 9)).toEqual(BASE_SPEC_KEYS);
      expect(keys.length).toBeGreaterThan(9);
      for (const value of Object.values(first ?? {})) expect(typeof value).toBe('string');
    }
  });

  it("say 'Not applicable' where a spec key means nothing, e.g. a book's camera", () => {
    const book = findProduct(801);
    expect(book?.specifications[0]).toMatchObject({
      camera: 'Not applicable',
      ram: 'Not applicable',
      author: 'Morgan Housel',
      pages: '252',
      language: 'English',
    });
    const pan = productsOfCategory(6).find((product) => product.productname.includes('Fry Pan'));
    expect(pan?.specifications[0]).toMatchObject({ operating_system: 'Not applicable', capacity: '24 cm' });
  });

  it('use Indian-market brands', () => {
    const brands = new Set(products.map((product) => product.brand));
    for (const brand of [
      'Samsung',
      'Redmi',
      'OnePlus',
      'Apple',
      'Lenovo',
      'boAt',
      'Prestige',
      'Lakmé',
      'Tata Sampann',
      'Titan',
      'Amazfit',
    ]) {
      expect(brands).toContain(brand);
    }
  });
});

describe('productsOfCategory and findProduct', () => {
  it('list every product for category 0 (all) and nothing for an unknown category', () => {
    expect(productsOfCategory(0)).toEqual(products);
    expect(productsOfCategory(0)).not.toBe(products);
    expect(productsOfCategory(12)).toEqual([]);
  });

  it('list a category’s products in id order', () => {
    const list = productsOfCategory(11);
    expect(list.every((product: Product) => product.categoryid === 11)).toBe(true);
    expect(list[0]?.id).toBe(1101);
  });

  it('find a product by id, and nothing for an unknown id', () => {
    expect(findProduct(101)?.brand).toBe('Samsung');
    expect(findProduct(1101)?.categories.slug).toBe('smartwatches');
    expect(findProduct(100)).toBeUndefined();
    expect(findProduct(199)).toBeUndefined();
  });
});
