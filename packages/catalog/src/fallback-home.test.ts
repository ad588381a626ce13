import { HOME_SECTION_ITEM_COUNT } from '@shop/core';
import { homePromoCards } from '@shop/core/products';
import { describe, expect, it } from 'vitest';
import { fallbackDeals, fallbackFeatured } from './fallback-home';
import {
  parsePromoImageFile,
  PROMO_IMAGE_HEIGHT,
  PROMO_IMAGE_WIDTH,
  promoImageSvg,
} from './images/promo-image';

describe('home fallbacks (spec §3)', () => {
  it.each([
    ['deals', fallbackDeals],
    ['featured', fallbackFeatured],
  ])('fills a whole %s row with a title, description, price label, tag and listing link', (_, items) => {
    expect(items).toHaveLength(HOME_SECTION_ITEM_COUNT);
    for (const item of items) {
      expect(item.title).not.toBe('');
      expect(item.description).not.toBe('');
      expect(item.priceLabel).toMatch(/^From ₹[\d,]+$/);
      expect(item.tag).not.toBe('');
      expect(item.href).toMatch(/^\/products\?categoryId=\d+&category=[a-z-]+$/);
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });
});

describe('promo artwork', () => {
  it('draws every home promo card, sized and titled by its description', () => {
    for (const card of homePromoCards) {
      const svg = promoImageSvg(card.key);
      expect(svg).toContain(`width="${PROMO_IMAGE_WIDTH}" height="${PROMO_IMAGE_HEIGHT}"`);
      expect(svg).toContain(`<title>${card.imageAlt}</title>`);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });

  it('knows no other key', () => {
    expect(promoImageSvg('not-a-promo')).toBeUndefined();
  });

  it('reads only plain file names', () => {
    expect(parsePromoImageFile('hero-audio-days.svg')).toBe('hero-audio-days');
    expect(parsePromoImageFile('../secret.svg')).toBeUndefined();
    expect(parsePromoImageFile('hero.png')).toBeUndefined();
  });
});
