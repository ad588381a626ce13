import { promoImageSvg } from '@shop/catalog';
import { homePromoCards } from '@shop/core/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('home promo images', () => {
  it('serves the artwork of every hero slide, spotlight and curated card', async () => {
    for (const card of homePromoCards) {
      const response = await t.app.inject({ method: 'GET', url: card.image });
      expect(response.statusCode, card.image).toBe(200);
      expect(response.headers['content-type'], card.image).toBe('image/svg+xml; charset=utf-8');
      expect(response.body, card.image).toBe(promoImageSvg(card.key));
    }
  });

  it('answers 404 for a promo it does not draw', async () => {
    for (const url of ['/images/promos/unknown.svg', '/images/promos/hero-audio-days.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
