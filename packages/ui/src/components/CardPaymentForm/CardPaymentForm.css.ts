import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ width: '100%' });

export const phase = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Expiry and CVV side by side: both are short, even at 320 px. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const intro = style({ margin: 0, color: vars.color.text });

export const card = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const accepted = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
});
