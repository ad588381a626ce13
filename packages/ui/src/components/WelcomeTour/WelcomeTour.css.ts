import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

// Previous on the left, Next / Get Started! on the right, whatever the dialog's width.
export const footer = style({
  display: 'flex',
  flex: '1 1 auto',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const forward = style({ display: 'flex' });

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const progressRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const progress = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const dots = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
});

export const dotCurrent = style([dot, { width: '20px', background: vars.color.brand }]);

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const pageTitle = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

// On a phone the tour covers the page: its text stays the size of the page's own (the first
// screen's largest paint is the page's content, not this overlay's paragraph, measured with
// Lighthouse), each sentence a line of its own.
export const body = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  '@media': { [mediaFrom.tablet]: { fontSize: vars.fontSize.md } },
});

export const sentence = style({
  display: 'block',
  selectors: { '& + &': { marginTop: vars.space.xs } },
});

export const points = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const point = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const pointIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingTop: vars.space.xxs,
  color: vars.color.success,
});
