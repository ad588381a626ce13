/**
 * A tiny seeded PRNG, shared by the catalogue generator (@shop/catalog) and the storefront's
 * reproducible choices (home shuffles, the review-count fallback). The catalogue must come out
 * identical on every machine and every run (the API seed, the MSW fixtures and the storefront's
 * fallback all have to agree), so nothing here may touch Math.random or the clock. Every product gets its own stream, keyed by a string such as
 * `product:101`, so editing one product never reshuffles the others.
 */

/** FNV-1a over UTF-16 code units: stable, fast and good enough to spread seed keys. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: 32 bits of state, floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(key: string): Random {
  const next = mulberry32(hashString(key));
  const random: Random = {
    next,
    float: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() needs at least one item');
      return item;
    },
  };
  return random;
}
