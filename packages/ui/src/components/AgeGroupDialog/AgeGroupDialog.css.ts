import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Narrow enough for three columns in the 420 px modal and on a 390 px phone. */
const OPTION_MIN_WIDTH = '96px';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const options = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${OPTION_MIN_WIDTH}, 1fr))`,
  gap: vars.space.sm,
});

/** A radio as a card: the whole card is the click target, the chosen one in the brand colour. */
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

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '120px',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
