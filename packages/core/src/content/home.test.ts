import { describe, expect, it } from 'vitest';
import { HERO_SLIDE_COUNT, HOME_SECTION_ITEM_COUNT } from '../constants';
import { dealsOfTheDay, freshPicks } from '../rules/home';
import {
  curatedCollections,
  heroSlides,
  homePromoCards,
  homeSectionRandom,
  homeShuffleSeedFromSearch,
  promoImagePath,
  resolveHomeShuffleSeed,
  seasonalSpotlights,
  startExploringPath,
  whyShopLanePoints,
} from './home';

describe('home content', () => {
  it('has the counts of spec §2: 3 slides, 3 spotlights, 4 curated cards, 4 trust points', () => {
    expect(heroSlides).toHaveLength(HERO_SLIDE_COUNT);
    expect(seasonalSpotlights).toHaveLength(3);
    expect(curatedCollections).toHaveLength(HOME_SECTION_ITEM_COUNT);
    expect(whyShopLanePoints).toHaveLength(4);
  });

  it('gives every promo a unique key, artwork the app serves and a listing link', () => {
    const keys = homePromoCards.map((card) => card.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const card of homePromoCards) {
      expect(card.image).toBe(`/images/promos/${card.key}.svg`);
      expect(card.image).toBe(promoImagePath(card.key));
      expect(card.href).toMatch(new RegExp(`^/products\\?categoryId=\\d+&category=${card.categorySlug}$`));
      expect(card.imageAlt).not.toBe(card.title);
    }
  });

  it('sends Start exploring to every product', () => {
    expect(startExploringPath()).toBe('/products?category=all');
  });
});

describe('home shuffle seed', () => {
  const fresh = () => 'fresh-seed';

  it('prefers the query parameter, then storage, then a fresh seed', () => {
    expect(resolveHomeShuffleSeed({ query: 'qa-1', stored: 'saved', fresh })).toBe('qa-1');
    expect(resolveHomeShuffleSeed({ query: null, stored: 'saved', fresh })).toBe('saved');
    expect(resolveHomeShuffleSeed({ query: '  ', stored: '', fresh })).toBe('fresh-seed');
  });

  it('reads shuffleSeed from the query string', () => {
    expect(homeShuffleSeedFromSearch('?shuffleSeed=qa-1&x=2')).toBe('qa-1');
    expect(homeShuffleSeedFromSearch('?other=1')).toBeNull();
  });

  const byCategory = Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => [id, [`${id}-a`, `${id}-b`, `${id}-c`]]),
  );

  it('gives the same 4 cards for the same seed and other cards for another seed', () => {
    const deals = (seed: string) => dealsOfTheDay(byCategory, homeSectionRandom(seed, 'deals'));
    expect(deals('qa-1')).toHaveLength(4);
    expect(deals('qa-1')).toEqual(deals('qa-1'));
    const seeds = ['qa-2', 'qa-3', 'qa-4', 'qa-5'];
    expect(seeds.some((seed) => deals(seed).join() !== deals('qa-1').join())).toBe(true);
  });

  it('draws each section from its own stream', () => {
    const picks = freshPicks(byCategory, homeSectionRandom('qa-1', 'freshPicks'));
    expect(picks).toHaveLength(4);
    expect(picks.every((id) => Number(id.split('-')[0]) >= 6)).toBe(true);
    expect(homeSectionRandom('qa-1', 'deals')()).not.toBe(homeSectionRandom('qa-1', 'freshPicks')());
  });
});
