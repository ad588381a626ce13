import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const step = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const group = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

/** Seven chips in a row: they scroll sideways on a phone and wrap from tablets up. */
export const dates = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  // Room for the chosen chip's focus ring inside the scrolling box.
  padding: vars.space.xs,
  margin: `calc(-1 * ${vars.space.xs})`,
  scrollSnapType: 'x proximity',
  '@media': { [mediaFrom.tablet]: { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const dateChip = style({
  position: 'relative',
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  scrollSnapAlign: 'start',
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
  },
});

/** The real radio covers its chip invisibly: clicks, arrow keys and automation land on the input. */
export const chipRadio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const slotHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const fee = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const free = style({ color: vars.color.success });
