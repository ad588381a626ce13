import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The whole window in the theme's background, however short the page (it is the document). */
export const page = style({ minHeight: '100vh' });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.brand,
});

export const barLink = style({
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.onBrand },
  },
});

export const brand = style({ fontSize: vars.fontSize.lg, marginRight: 'auto' });

const mainBase = style({
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  overflowWrap: 'anywhere',
});

export const main = {
  narrow: style([mainBase, { maxWidth: '48rem' }]),
  wide: style([mainBase, { maxWidth: '64rem' }]),
};
