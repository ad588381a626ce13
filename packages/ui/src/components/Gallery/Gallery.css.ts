import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

const TOUCH_TARGET = '44px';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const stage = style({
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
});

export const counter = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.overlay,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const arrow = recipe({
  base: {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    width: TOUCH_TARGET,
    height: TOUCH_TARGET,
    display: 'grid',
    placeItems: 'center',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  },
  variants: {
    side: { prev: { left: vars.space.sm }, next: { right: vars.space.sm } },
  },
});

export const arrowGlyph = style({
  width: '20px',
  height: '20px',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const thumbs = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  '@media': { [mediaFrom.tablet]: { gap: vars.space.md } },
});

export const thumb = style({
  display: 'block',
  padding: vars.space.xxs,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&[aria-current="true"]': { borderColor: vars.color.brand },
  },
});

export const thumbImage = style({
  display: 'block',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.sm,
});
