import { findProduct, productsOfCategory } from '@shop/catalog/catalogue';
import { DEALS_PER_CATEGORY } from '@shop/core';
import { dealsOfTheDay, freshPicks, homeSectionRandom } from '@shop/core/products';

/** What the seeded shuffle must show, worked out from the catalogue and core's rules. */
export function expectedIds(categoryIds: readonly number[], section: 'deals' | 'freshPicks', seed: string) {
  const byCategory = Object.fromEntries(
    categoryIds.map((id) => [id, productsOfCategory(id).slice(0, DEALS_PER_CATEGORY)]),
  );
  const pick = section === 'deals' ? dealsOfTheDay : freshPicks;
  return pick(byCategory, homeSectionRandom(seed, section)).map((product) => product.id);
}

/** The first card of a home section whose product is in stock (its Add to Cart is enabled). */
export function firstInStock(categoryIds: readonly number[], section: 'deals' | 'freshPicks'): number {
  const id = expectedIds(categoryIds, section, 'storybook').find((candidate) => {
    const stock = findProduct(candidate)?.stock ?? 0;
    return stock > 0;
  });
  if (id === undefined) throw new Error(`No ${section} card in stock`);
  return id;
}
