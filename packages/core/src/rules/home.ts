import {
  DEALS_CATEGORY_IDS,
  DEALS_PER_CATEGORY,
  FRESH_PICKS_CATEGORY_IDS,
  HOME_SECTION_ITEM_COUNT,
} from '../constants';

/** `random` returns a number in [0, 1), like Math.random; tests pass a seeded one. */
export type RandomSource = () => number;

/** A shuffled copy (Fisher–Yates), so every order is equally likely and the input stays untouched. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Each category's products as fetched; a category that failed to load is simply absent. */
export type ProductsByCategory<T> = Readonly<Partial<Record<number, readonly T[]>>>;

function pickFromCategories<T>(
  categoryIds: readonly number[],
  productsByCategory: ProductsByCategory<T>,
  random: RandomSource,
): T[] {
  const pool = categoryIds.flatMap((id) => (productsByCategory[id] ?? []).slice(0, DEALS_PER_CATEGORY));
  return shuffle(pool, random).slice(0, HOME_SECTION_ITEM_COUNT);
}

/** Deals of the day (§9): the first 2 products of each of categories 1–5, shuffled, 4 shown. */
export function dealsOfTheDay<T>(productsByCategory: ProductsByCategory<T>, random: RandomSource): T[] {
  return pickFromCategories(DEALS_CATEGORY_IDS, productsByCategory, random);
}

/**
 * Fresh picks (§9): from categories 6–10, shuffled, 4 shown. The spec names the pool size only for
 * deals; fresh picks take the same 2 per category so that no single category fills the row.
 */
export function freshPicks<T>(productsByCategory: ProductsByCategory<T>, random: RandomSource): T[] {
  return pickFromCategories(FRESH_PICKS_CATEGORY_IDS, productsByCategory, random);
}
