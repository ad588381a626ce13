import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { RATING_MAX } from '@shop/core/rating-scale';

export const rating = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.xs },
      medium: { fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { size: 'medium' },
});

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';
const STAR_EM = 1.15;

/** A row of the five stars, each 24 units wide, as a mask image (only its shape counts). */
function starRow(fill: 'none' | 'black'): string {
  const paths = Array.from(
    { length: RATING_MAX },
    (_, index) =>
      `<path transform='translate(${index * 24} 0)' d='${STAR_PATH}' fill='${fill}' stroke='black' stroke-width='1.5'/>`,
  ).join('');
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${RATING_MAX * 24} 24'>${paths}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

const rowSize = `${STAR_EM * RATING_MAX}em ${STAR_EM}em`;

/**
 * The stars are the row's two pseudo-elements painted in the star colour through a mask: the
 * outlines, and over them the filled stars cut to the rating's width. (A mask on the row itself
 * would clip the filled layer to the outlines.) Five inline SVGs per rating were 31 elements: a
 * fifth of a listing page's DOM and a third of home's, each styled, laid out and hydrated on a
 * phone's first load.
 */
const starLayer = {
  content: "''",
  position: 'absolute',
  top: 0,
  left: 0,
  height: '100%',
  backgroundColor: 'currentColor',
  maskRepeat: 'no-repeat',
  maskPosition: '0 0',
  maskSize: rowSize,
} as const;

/** The row, its filled part as wide as the rating's half stars (a class per step: no style attributes). */
export const stars = recipe({
  base: {
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    width: `${STAR_EM * RATING_MAX}em`,
    height: `${STAR_EM}em`,
    color: vars.color.star,
    '::before': { ...starLayer, width: '100%', maskImage: starRow('none') },
    '::after': { ...starLayer, maskImage: starRow('black') },
    '@media': {
      // Forced colours replace backgrounds; the stars keep the text colour the user chose.
      '(forced-colors: active)': {
        selectors: { '&::before, &::after': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' } },
      },
    },
  },
  variants: {
    halves: Object.fromEntries(
      Array.from({ length: RATING_MAX * 2 + 1 }, (_, halves) => [
        halves,
        { '::after': { width: `${(halves * 100) / (RATING_MAX * 2)}%` } },
      ]),
    ),
  },
});

export const value = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const count = style({ color: vars.color.textMuted });
