import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  transition: 'box-shadow 120ms ease, border-color 120ms ease',
  selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const badge = style({ alignSelf: 'flex-start' });

globalStyle(`${card}:hover ${title}`, { color: vars.color.brand });
