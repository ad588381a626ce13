import { globalStyle, style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
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

// Square on phones, as the pictures are: no bands beside them, and the first one, not the welcome
// tour's text, is a first visit's largest paint (24,336 px² at 412 px wide against the tour's
// longest sentence, 19,140). A wider strip from tablets, where the grid has room.
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  '@media': { [mediaFrom.tablet]: { aspectRatio: '4 / 3' } },
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
