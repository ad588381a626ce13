import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const field = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

/** A list that could not be offered: said in place of its control. */
export const unavailable = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
