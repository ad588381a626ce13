import { ALL_CATEGORIES_ID } from '@shop/core';
import { type Category, type Product } from '@shop/core/products';
import { categories } from './categories';
import { buildProducts } from './products/generate';

export interface Catalogue {
  categories: Category[];
  products: Product[];
}

/**
 * Builds the catalogue from scratch. Pure and deterministic: two calls return deep-equal values.
 * Everything else should go through `generateCatalogue()`, which builds it once.
 */
export function buildCatalogue(): Catalogue {
  return { categories: categories.map((category) => ({ ...category })), products: buildProducts() };
}

/**
 * The API seed, the MSW fixtures and the storefront's fallback share one catalogue object, so it is
 * frozen: sorting or editing it in place would silently change what every other user sees. Copy
 * before changing (`[...products].sort(…)`, `{ ...product, stock: 0 }`).
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

let memo: { catalogue: Catalogue; byId: Map<number, Product> } | undefined;

function memoised() {
  if (memo === undefined) {
    const catalogue = deepFreeze(buildCatalogue());
    memo = { catalogue, byId: new Map(catalogue.products.map((product) => [product.id, product])) };
  }
  return memo;
}

/** The whole catalogue, built on first use. Products are ordered by id; the value is frozen. */
export function generateCatalogue(): Catalogue {
  return memoised().catalogue;
}

/** A category's products in id order; 0 (spec §2 'all') lists every product. */
export function productsOfCategory(categoryId: number): Product[] {
  const { products } = memoised().catalogue;
  if (categoryId === ALL_CATEGORIES_ID) return [...products];
  return products.filter((product) => product.categoryid === categoryId);
}

export function findProduct(productId: number): Product | undefined {
  return memoised().byId.get(productId);
}
