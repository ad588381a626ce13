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
  gridTemplateColumns: `repeat(auto-fill, minmax(${OPTION_MIN_WIDTH}, 1fr))`,
  gap: vars.space.sm,
});

/** A radio as a card, the chosen one in the brand colour. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.medium,
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const radio = style({ margin: 0, accentColor: vars.color.brand });
