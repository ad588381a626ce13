import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const resend = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const success = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
});

export const successHint = style({ margin: 0, color: vars.color.textMuted });
