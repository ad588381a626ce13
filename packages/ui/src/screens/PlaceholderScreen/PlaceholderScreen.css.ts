import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '640px',
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const ways = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  marginTop: vars.space.md,
});
