import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const intro = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const signUp = style({
  margin: `${vars.space.lg} 0 0`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  color: vars.color.textMuted,
});
