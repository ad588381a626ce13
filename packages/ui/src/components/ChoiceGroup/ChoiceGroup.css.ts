import { style, styleVariants } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { visuallyHiddenRule } from '../../theme/visually-hidden';
import { vars } from '../../theme/vars.css';

/** Three cards side by side still fit a 390 px phone inside a dialog. */
const OPTION_MIN_WIDTH = '96px';
/** The attribute's name column when the label sits beside the options. */
const BESIDE_LABEL_WIDTH = '140px';

const groupBase = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const group = styleVariants({
  stack: [groupBase],
  beside: [
    groupBase,
    {
      '@media': {
        [mediaFrom.tablet]: {
          gridTemplateColumns: `${BESIDE_LABEL_WIDTH} minmax(0, 1fr)`,
          alignItems: 'center',
          gap: vars.space.lg,
        },
      },
    },
  ],
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hiddenLabel = style(visuallyHiddenRule);

export const options = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${OPTION_MIN_WIDTH}, 1fr))`,
  gap: vars.space.sm,
});

/**
 * A choice as a card (like the details screen's option chips): the chosen one in the brand colour
 * and bold. No radio circle, so 'Standard' or "Women's" still fit three to a row on a 390 px phone.
 */
export const option = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

/** The real radio, covering its card invisibly: clicks, arrow keys and automation land on the input. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
