import { createRandom, PRICE_FILTER_MAX, type Random } from '@shop/core';
import { KEY_FEATURES, type Product } from '@shop/core/products';
import { type Catalogue, generateCatalogue } from './catalogue';

/**
 * A catalogue of any size (README "A large catalogue": the API writes it at CATALOGUE_PRODUCTS,
 * apps/api db/seed.ts): the seed's products unchanged, then variants of them (another series,
 * model number, sometimes another brand, prices around the original) until `total`.
 * Deterministic like the seed: one random stream per variant id.
 */

/**
 * Variant ids start here: the seed's ids are `categoryId * 100 + n` (at most 9,999 for 99
 * categories), so the two ranges can never meet, and a seed product keeps its id in any size.
 */
export const LARGE_CATALOGUE_FIRST_ID = 1_000_000;

/** Series words: a broad query ('pro') matches about one variant in twelve. */
const SERIES = ['Pro', 'Lite', 'Max', 'Plus', 'Neo', 'Edge', 'Prime', 'Air', 'Ultra', 'Mini', 'Nova', 'Zen'];

/** Made-up labels that sell the same goods: a brand query matches a few hundred products in 100,000. */
const OTHER_BRANDS = [
  'Aarohi',
  'Bluegrain',
  'Corvia',
  'Dhruva',
  'Elmstone',
  'Farsight',
  'Ganga Works',
  'Halcyon',
  'Indigo Leaf',
  'Jalsa',
  'Kestrel',
  'Lumora',
  'Monsoon',
  'Nilgiri',
  'Orchid Lane',
  'Peakline',
  'Quillon',
  'Rangoli',
  'Saffron Bay',
  'Tarang',
  'Umbra',
  'Vanya',
  'Westwind',
  'Yatra',
];

/** The share of variants sold under one of {@link OTHER_BRANDS} rather than the original's brand. */
const OTHER_BRAND_SHARE = 0.3;
/** A variant's price is the original's times a factor in this range. */
const PRICE_FACTOR: readonly [number, number] = [0.8, 1.25];

/** Indian retail prices end in 9 (₹289, ₹2,499), as the seed's do. */
function endingInNine(value: number): number {
  const step = value < 1_000 ? 10 : value < 10_000 ? 100 : 1_000;
  return Math.max(9, Math.round(value / step) * step - 1);
}

function variantOf(original: Product, id: number, generation: number, random: Random): Product {
  const series = random.pick(SERIES);
  // The model number is unique to the variant's generation: a selective query ('x42') exists.
  const model = `X${generation}`;
  const brand = random.chance(OTHER_BRAND_SHARE) ? random.pick(OTHER_BRANDS) : original.brand;
  const price = Math.min(
    endingInNine(original.price * random.float(PRICE_FACTOR[0], PRICE_FACTOR[1])),
    PRICE_FILTER_MAX - 1,
  );
  const markup = original.oldprice > original.price ? original.oldprice / original.price : 1;
  const oldprice = markup > 1 ? Math.min(endingInNine(price * markup), PRICE_FILTER_MAX - 1) : price;
  const fullOldPrice = Math.max(oldprice, price);
  return {
    ...original,
    id,
    productname: `${original.productname} ${series} ${model}`,
    brand,
    price,
    oldprice: fullOldPrice,
    discountpercent: fullOldPrice > price ? Math.round(((fullOldPrice - price) / fullOldPrice) * 100) : 0,
    starrating: Math.round(random.float(3.2, 5) * 10) / 10,
    ratingscount: random.int(0, 50_000),
    stock: random.chance(0.05) ? 0 : random.int(5, 500),
    freedelivery: random.chance(0.7),
    // The original's picture (the image route draws the seed's products only).
    imageurl: original.imageurl,
    categories: { ...original.categories },
    keyfeatures: { [KEY_FEATURES]: [...original.keyfeatures[KEY_FEATURES]] },
    specifications: original.specifications.map((specification) => ({ ...specification })),
    badge: null,
  };
}

/**
 * `count` variants of the seed's `products` from variant number `from` (0 = the first, id
 * {@link LARGE_CATALOGUE_FIRST_ID}), in id order: a catalogue of any size can be written in batches
 * without holding it whole (a million products are gigabytes as objects).
 */
export function largeCatalogueVariants(products: readonly Product[], from: number, count: number): Product[] {
  const variants: Product[] = [];
  for (let index = from; index < from + count; index += 1) {
    const original = products[index % products.length] as Product;
    const id = LARGE_CATALOGUE_FIRST_ID + index;
    const generation = Math.floor(index / products.length) + 1;
    variants.push(variantOf(original, id, generation, createRandom(`variant:${id}`)));
  }
  return variants;
}

/**
 * `total` products: the seed's (ids `categoryId * 100 + n`) followed by variants numbered from
 * {@link LARGE_CATALOGUE_FIRST_ID}, each a variant of the seed product it cycles to, in id order.
 * A fresh, unfrozen value on each call (a bench may hold 100,000 of them).
 */
export function generateLargeCatalogue(total: number): Catalogue {
  const seed = generateCatalogue();
  if (!Number.isInteger(total) || total < seed.products.length) {
    throw new RangeError(`A large catalogue holds at least the seed's ${seed.products.length} products`);
  }
  const products: Product[] = [
    ...seed.products.map((product) => structuredClone(product)),
    ...largeCatalogueVariants(seed.products, 0, total - seed.products.length),
  ];
  return { categories: seed.categories.map((category) => ({ ...category })), products };
}
