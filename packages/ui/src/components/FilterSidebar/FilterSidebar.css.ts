import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const sidebar = style({ minWidth: 0 });

/** Phones only: the button that shows the panel; from tablets up the panel is always there. */
export const toggle = style({
  '@media': { [mediaFrom.tablet]: { display: 'none' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginTop: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [mediaFrom.tablet]: { marginTop: 0 } },
});

/** Closed on a phone: hidden until the Filters button opens it; tablets and up always show it. */
export const panelClosed = style({
  display: 'none',
  '@media': { [mediaFrom.tablet]: { display: 'flex' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.md} 0 0`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** A long brand list scrolls inside the panel rather than stretching the page. */
export const brandList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: '240px',
  overflowY: 'auto',
  padding: vars.space.xxs,
});

export const radioRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '28px',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const radio = style({ width: '18px', height: '18px', margin: 0, accentColor: vars.color.brand });

export const none = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
