import { CategorySchema } from '@shop/core/products';
import { describe, expect, it } from 'vitest';
import { categories, categoryImagePath, fallbackCategories, generateCatalogue } from './index';

/** Spec §2, verbatim. */
const SPEC_CATEGORIES = [
  [1, 'mobiles-tablets', 'Mobiles & Tablets'],
  [2, 'laptops-computers', 'Laptops & Computers'],
  [3, 'tvs-appliances', 'TVs & Appliances'],
  [4, 'audio-headphones', 'Audio & Headphones'],
  [5, 'fashion-lifestyle', 'Fashion & Lifestyle'],
  [6, 'home-kitchen', 'Home & Kitchen'],
  [7, 'beauty-personal-care', 'Beauty & Personal Care'],
  [8, 'books-media', 'Books & Media'],
  [9, 'sports-fitness', 'Sports & Fitness'],
  [10, 'grocery-gourmet', 'Grocery & Gourmet'],
  [11, 'smartwatches', 'Smartwatches'],
] as const;

/** What the home grid shows (spec §9: active only, by displayorder). */
const homeGrid = (list: readonly { id: number; isactive: boolean; displayorder: number }[]) =>
  list
    .filter((category) => category.isactive)
    .sort((a, b) => a.displayorder - b.displayorder)
    .map((category) => category.id);

describe('categories', () => {
  it('are the 11 categories of spec §2 with their exact ids, slugs and titles, in id order', () => {
    expect(categories.map((category) => [category.id, category.slug, category.description])).toEqual(
      SPEC_CATEGORIES,
    );
  });

  it('parse with CategorySchema and point at the app-served category image', () => {
    for (const category of categories) {
      expect(CategorySchema.parse(category)).toEqual(category);
      expect(category.imageurl).toBe(categoryImagePath(category.slug));
      expect(category.imageurl).toBe(`/images/categories/${category.slug}.svg`);
    }
  });

  it('have short names distinct from their display titles', () => {
    expect(categories.map((category) => category.productname)).toEqual([
      'Mobiles',
      'Laptops',
      'TVs & Appliances',
      'Audio',
      'Fashion',
      'Home & Kitchen',
      'Beauty',
      'Books',
      'Sports',
      'Grocery',
      'Smartwatches',
    ]);
  });

  it('mix promotional badges with categories that have none', () => {
    const badges = categories.map((category) => category.badge);
    expect(badges).toContain('Up to 40% off');
    expect(badges).toContain(null);
  });

  it('switch off Grocery & Gourmet only', () => {
    expect(categories.filter((category) => !category.isactive).map((category) => category.slug)).toEqual([
      'grocery-gourmet',
    ]);
  });

  it('have unique display orders that differ from id order, so sorting is observable', () => {
    const orders = categories.map((category) => category.displayorder);
    expect(new Set(orders).size).toBe(categories.length);
    expect(homeGrid(categories)).toEqual([1, 2, 11, 4, 3, 5, 7, 6, 9, 8]);
    expect(homeGrid(categories)).not.toEqual([...homeGrid(categories)].sort((a, b) => a - b));
  });

  it('are the same objects the catalogue returns', () => {
    expect(generateCatalogue().categories).toEqual(categories);
  });
});

describe('fallbackCategories (spec §3)', () => {
  it('hold the 10 default categories, ids 1–9 and 11', () => {
    expect(fallbackCategories.map((category) => category.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11]);
  });

  it('are all active, all with a promotional badge, and valid categories', () => {
    for (const category of fallbackCategories) {
      expect(CategorySchema.parse(category)).toEqual(category);
      expect(category.isactive).toBe(true);
      expect(category.badge).toEqual(expect.any(String));
      expect(category.badge).not.toBe('');
    }
  });

  it('keep the seeded names, slugs and display order, so the home grid looks the same offline', () => {
    for (const fallback of fallbackCategories) {
      const seeded = categories.find((category) => category.id === fallback.id);
      expect(fallback).toMatchObject({
        slug: seeded?.slug,
        description: seeded?.description,
        productname: seeded?.productname,
        displayorder: seeded?.displayorder,
      });
    }
    expect(homeGrid(fallbackCategories)).toEqual(homeGrid(categories));
  });

  it('carry inline images, since they are used when the server of /images is unreachable', () => {
    for (const category of fallbackCategories) {
      expect(category.imageurl.startsWith('data:image/svg+xml,')).toBe(true);
    }
  });
});
