import { homePromoCards } from '@shop/core/products';
import { categoryDefinitionBySlug, type CategorySlug } from '../categories';
import { SILHOUETTES } from './silhouettes';
import { escapeXml, paletteAt } from './svg';

/** Promo artwork is wider than tall (3 : 2) so it fills a banner without cropping the object. */
export const PROMO_IMAGE_WIDTH = 600;
export const PROMO_IMAGE_HEIGHT = 400;

/**
 * The artwork of a home promo card (hero slides, spotlights, curated cards: the keys of core's
 * `homePromoCards`): the card's category silhouette on a soft backdrop with a few shapes for depth.
 * No text: the card prints its own title beside it. Unknown keys give undefined (a 404).
 */
export function promoImageSvg(key: string): string | undefined {
  const card = homePromoCards.find((candidate) => candidate.key === key);
  const category = card && categoryDefinitionBySlug(card.categorySlug);
  if (!card || !category) return undefined;
  // Offsetting the palette by the card's position keeps two cards of one category apart.
  const palette = paletteAt(category.id - 1 + homePromoCards.indexOf(card));
  const artwork = SILHOUETTES[category.slug as CategorySlug](palette);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PROMO_IMAGE_WIDTH}" height="${PROMO_IMAGE_HEIGHT}" viewBox="0 0 ${PROMO_IMAGE_WIDTH} ${PROMO_IMAGE_HEIGHT}" role="img">`,
    `<title>${escapeXml(card.imageAlt)}</title>`,
    `<rect width="${PROMO_IMAGE_WIDTH}" height="${PROMO_IMAGE_HEIGHT}" fill="${palette.background}"/>`,
    `<circle cx="520" cy="40" r="120" fill="${palette.halo}"/>`,
    `<circle cx="70" cy="360" r="90" fill="${palette.halo}"/>`,
    `<circle cx="300" cy="200" r="165" fill="${palette.halo}"/>`,
    `<circle cx="470" cy="300" r="22" fill="${palette.pop}" opacity=".8"/>`,
    `<circle cx="130" cy="90" r="12" fill="${palette.accent}"/>`,
    // The silhouettes are drawn for 400 × 400 with the object between y = 40 and 320: centre it.
    `<g transform="translate(100 20)">${artwork}</g>`,
    '</svg>',
  ].join('');
}

/** `hero-audio-days.svg` → `hero-audio-days`; anything else undefined, so servers answer 404 unrendered. */
export function parsePromoImageFile(file: string): string | undefined {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(file);
  return match?.[1];
}
