import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const THUMB = '22px';

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const values = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** Both sliders lie on one track; only their thumbs take the pointer, so either can be dragged. */
export const track = style({
  position: 'relative',
  height: '44px',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      top: '50%',
      height: '4px',
      marginTop: '-2px',
      borderRadius: vars.radius.pill,
      background: vars.color.border,
    },
  },
});

const thumb = {
  pointerEvents: 'auto',
  width: THUMB,
  height: THUMB,
  borderRadius: '50%',
  background: vars.color.brand,
  border: `3px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.brand}`,
  cursor: 'pointer',
} as const;

export const slider = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  background: 'transparent',
  pointerEvents: 'none',
  appearance: 'none',
  WebkitAppearance: 'none',
  selectors: {
    '&::-webkit-slider-thumb': { ...thumb, WebkitAppearance: 'none', appearance: 'none' },
    '&::-moz-range-thumb': thumb,
    '&::-webkit-slider-runnable-track': { background: 'transparent' },
    '&::-moz-range-track': { background: 'transparent' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::-webkit-slider-thumb': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&:focus-visible::-moz-range-thumb': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The thumb that was moved last lies on top, so two thumbs that meet can still be parted. */
export const onTop = style({ zIndex: 1 });

export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
