import { matchesEveryTerm, ProductSchema, searchTerms } from '@shop/core/products';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue';
import { generateLargeCatalogue, LARGE_CATALOGUE_FIRST_ID, largeCatalogueVariants } from './large-catalogue';

const seed = generateCatalogue();
const large = generateLargeCatalogue(20_000);

describe('generateLargeCatalogue', () => {
  it('makes exactly the products asked for, the seed first and unchanged', () => {
    expect(large.products).toHaveLength(20_000);
    expect(large.products.slice(0, seed.products.length)).toEqual(seed.products);
    expect(large.categories).toEqual(seed.categories);
  });

  it('is deterministic', () => {
    expect(generateLargeCatalogue(1_000)).toEqual(generateLargeCatalogue(1_000));
    expect(generateLargeCatalogue(1_000).products).toEqual(large.products.slice(0, 1_000));
  });

  it('numbers variants from LARGE_CATALOGUE_FIRST_ID, in id order, never meeting a seed id', () => {
    const variants = large.products.slice(seed.products.length);
    expect(variants[0]?.id).toBe(LARGE_CATALOGUE_FIRST_ID);
    expect(variants.every((product, index) => product.id === LARGE_CATALOGUE_FIRST_ID + index)).toBe(true);
    expect(Math.max(...seed.products.map((product) => product.id))).toBeLessThan(LARGE_CATALOGUE_FIRST_ID);
    expect(new Set(large.products.map((product) => product.id)).size).toBe(large.products.length);
  });

  it('makes products the contract accepts, in the seed categories, with consistent prices', () => {
    const categoryIds = new Set(seed.categories.map((category) => category.id));
    for (const product of large.products.filter((_, index) => index % 97 === 0)) {
      expect(ProductSchema.parse(product)).toEqual(product);
      expect(categoryIds.has(product.categoryid)).toBe(true);
      expect(product.oldprice).toBeGreaterThanOrEqual(product.price);
      expect(product.discountpercent).toBe(
        product.oldprice > product.price
          ? Math.round(((product.oldprice - product.price) / product.oldprice) * 100)
          : 0,
      );
    }
  });

  it('gives search a realistic selectivity: a model number is rare, a series word common', () => {
    const matching = (query: string) => {
      const terms = searchTerms(query);
      return large.products.filter((product) =>
        matchesEveryTerm(terms, `${product.productname} ${product.brand}`),
      ).length;
    };
    const model = matching('x42');
    const series = matching('pro');
    expect(model).toBeGreaterThan(0);
    expect(model).toBeLessThan(large.products.length / 50);
    expect(series).toBeGreaterThan(large.products.length / 20);
  });

  it('refuses a size below the seed', () => {
    expect(() => generateLargeCatalogue(seed.products.length - 1)).toThrow(RangeError);
  });
});

describe('largeCatalogueVariants', () => {
  it('makes any range of the variants on its own, as the whole catalogue holds them', () => {
    const from = 12_345;
    const variants = largeCatalogueVariants(seed.products, from, 50);
    expect(variants).toEqual(
      large.products.slice(seed.products.length + from, seed.products.length + from + 50),
    );
  });
});
