import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';
import { shownAgainRule, visuallyHiddenRule } from '../../theme/visually-hidden';

/** The smallest touch target (WCAG 2.5.5): every button is at least this wide and tall. */
const TOUCH_TARGET = '44px';

export const nav = style({ display: 'flex', justifyContent: 'center' });

// Wrapping is the last resort below 390 px (320 px phones): a second row, never a sideways scroll.
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaFrom.tablet]: { gap: vars.space.xs } },
});

const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: TOUCH_TARGET,
  minHeight: TOUCH_TARGET,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const pageButton = style([
  control,
  {
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.fontWeight.bold,
        cursor: 'default',
      },
      '&[aria-current="page"]:hover': { background: vars.color.brand },
    },
  },
]);

export const step = style([
  control,
  { fontSize: vars.fontSize.lg, '@media': { [mediaFrom.tablet]: { padding: `0 ${vars.space.md}` } } },
]);

// Phones show only the arrow; the word stays the button's accessible name.
export const stepLabel = style({
  ...visuallyHiddenRule,
  '@media': {
    [mediaFrom.tablet]: {
      ...shownAgainRule,
      whiteSpace: 'nowrap',
      fontSize: vars.fontSize.md,
    },
  },
});

export const ellipsis = style({
  minWidth: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  '@media': { [mediaFrom.tablet]: { minWidth: vars.space.xl } },
});
