import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

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
