import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

const CIRCLE = '32px';

export const list = style({
  display: 'grid',
  // Four equal columns: 'Review & Place Order' wraps under its circle on a 390 px phone.
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A step with the line to the step before it, drawn level with the circles' centres. */
export const item = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  minWidth: 0,
  selectors: {
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: `calc(${vars.space.xs} + ${CIRCLE} / 2 - 1px)`,
      right: `calc(50% + ${CIRCLE} / 2 + ${vars.space.xs})`,
      left: `calc(-50% + ${CIRCLE} / 2 + ${vars.space.xs})`,
      height: '2px',
      background: vars.color.border,
    },
  },
});

export const itemReached = style({
  selectors: { '&:not(:first-child)::before': { background: vars.color.brand } },
});

/** The step itself: a button when it may be opened, plain otherwise (same look). */
export const step = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  '@media': { [mediaFrom.tablet]: { fontSize: vars.fontSize.sm } },
});

export const stepButton = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const stepCurrent = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

const circleBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: CIRCLE,
  height: CIRCLE,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const circle = styleVariants({
  upcoming: [circleBase],
  current: [circleBase, { borderColor: vars.color.brand, color: vars.color.brand }],
  done: [
    circleBase,
    { borderColor: vars.color.brand, background: vars.color.brand, color: vars.color.onBrand },
  ],
});

globalStyle(`${circleBase} svg`, { width: '18px', height: '18px' });
