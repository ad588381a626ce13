import { homePromoCards } from '@shop/core/products';
import { describe, expect, it } from 'vitest';
import {
  categories,
  categoryImagePath,
  categoryImageSvg,
  generateCatalogue,
  PRODUCT_IMAGE_VIEWS,
  productImagePath,
  productImageSvg,
  promoImageSvg,
} from '../index';
import { IMAGE_BASE_PATH } from './paths';

/**
 * Every image the shop serves under IMAGE_BASE_PATH, by URL. The server sends them cached
 * `immutable` for a year (apps/api routes/images.ts): a browser never asks again for a URL it has,
 * so the bytes behind a URL must never change.
 */
function servedImages(): [string, string | undefined][] {
  return [
    ...generateCatalogue().products.flatMap((product) =>
      PRODUCT_IMAGE_VIEWS.map((view): [string, string | undefined] => [
        productImagePath(product.id, view),
        productImageSvg(product.id, view),
      ]),
    ),
    ...categories.map((category): [string, string | undefined] => [
      categoryImagePath(category.slug),
      categoryImageSvg(category.slug),
    ]),
    ...homePromoCards.map((card): [string, string | undefined] => [
      `${IMAGE_BASE_PATH}/promos/${card.key}.svg`,
      promoImageSvg(card.key),
    ]),
  ];
}

/** The digest of every served image: URL and bytes, in order. */
const PINNED_ART = 'f1dbffb749ce1a6035f8f45daffed36509c1a471ba01cc76c7501e354f5fd0fa';

describe('the artwork behind an image URL never changes', () => {
  it('is the pinned artwork (a change needs new URLs: a new IMAGE_BASE_PATH, and the seeded imageurl values with it)', async () => {
    const served = servedImages()
      .map(([url, svg]) => `${url}\n${svg ?? ''}\n`)
      .join('');
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(served));
    const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    expect(hex).toBe(PINNED_ART);
  });
});
