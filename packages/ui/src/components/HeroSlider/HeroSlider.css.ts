import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const slider = style({
  position: 'relative',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const viewport = style({ position: 'relative' });

// Text beside a smaller picture on phones (a short banner, as shops do), half and half from tablets.
export const slide = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 38%',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} 40px`,
  background: `linear-gradient(100deg, ${vars.color.brandSoft} 0%, ${vars.color.surface} 100%)`,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [mediaFrom.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: vars.space.xl,
      padding: `${vars.space.xl} 72px ${vars.space.xxl}`,
    },
  },
});

export const copy = style({
  display: 'grid',
  justifyItems: 'start',
  alignContent: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': { [mediaFrom.tablet]: { fontSize: vars.fontSize.xxxl } },
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  // Three lines at most on a phone, so every slide keeps the same height.
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@media': { [mediaFrom.tablet]: { fontSize: vars.fontSize.lg, WebkitLineClamp: 'unset' } },
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  // A banner, not a poster: on wide screens the picture is cropped to a strip.
  '@media': { [mediaFrom.tablet]: { height: '240px', aspectRatio: 'auto' } },
});

// Phones: small arrows in the bottom bar beside the dots; tablets up: large ones on the edges.
export const arrow = style({
  position: 'absolute',
  bottom: vars.space.xxs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  fontSize: '22px',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
  '@media': {
    [mediaFrom.tablet]: {
      top: '50%',
      bottom: 'auto',
      transform: 'translateY(-50%)',
      width: '44px',
      height: '44px',
      fontSize: '28px',
      boxShadow: vars.shadow.md,
    },
  },
});

export const arrowPrevious = style({
  left: vars.space.sm,
  '@media': { [mediaFrom.tablet]: { left: vars.space.md } },
});
export const arrowNext = style({
  right: vars.space.sm,
  '@media': { [mediaFrom.tablet]: { right: vars.space.md } },
});

export const dots = style({
  position: 'absolute',
  bottom: vars.space.xs,
  left: '50%',
  alignItems: 'center',
  transform: 'translateX(-50%)',
  display: 'flex',
  gap: vars.space.xs,
});

// A 24 px target around a small mark: easy to hit, quiet to look at.
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
});

export const dotMark = style({
  display: 'block',
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.textMuted,
  transition: 'width 150ms ease',
  selectors: {
    [`${dot}[aria-current="true"] &`]: { width: '20px', background: vars.color.brand },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
