import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gap: vars.space.sm,
    height: '100%',
    minWidth: 0,
    padding: vars.space.md,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    transition: 'box-shadow 120ms ease, border-color 120ms ease',
    selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
  },
  variants: {
    layout: {
      // Image on top, details below (the listing grid, home rows).
      grid: { gridTemplateRows: 'auto 1fr', alignContent: 'start' },
      // Image beside the details: a narrow column on phones, wider from tablets up.
      list: {
        gridTemplateColumns: '112px minmax(0, 1fr)',
        alignItems: 'start',
        gap: vars.space.md,
        '@media': { [mediaFrom.tablet]: { gridTemplateColumns: '180px minmax(0, 1fr)', gap: vars.space.lg } },
      },
    },
  },
  defaultVariants: { layout: 'grid' },
});

export const media = style({ position: 'relative', minWidth: 0, order: -1 });

export const imageLink = style({ display: 'block', borderRadius: vars.radius.md });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const imageOutOfStock = style({ opacity: 0.55, filter: 'grayscale(0.6)' });

export const wishlist = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'flex',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const brand = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaFrom.tablet]: { fontSize: vars.fontSize.md } },
});

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  // Two lines at most, so rows of cards line up; the full name is the link's text.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const delivery = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.success,
});

export const outOfStock = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto' });
