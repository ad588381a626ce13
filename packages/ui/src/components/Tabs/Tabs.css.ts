import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

/** WCAG 2.5.5: every tab is at least this tall. */
const TOUCH_TARGET = '44px';

// `minWidth: 0` lets the tab list shrink inside flex and grid parents, so it scrolls, not the page.
export const root = style({ minWidth: 0 });

export const tablist = style({
  display: 'flex',
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const tab = style({
  flex: '0 0 auto',
  minHeight: TOUCH_TARGET,
  // Phones: tighter sides, so the four details tabs fit 390 px; longer lists scroll inside the list.
  padding: vars.space.sm,
  '@media': { [mediaFrom.tablet]: { padding: `${vars.space.sm} ${vars.space.lg}` } },
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': {
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
    // Inside the outline, which the scrolling tab list would clip (beats the theme's focus rule).
    '&[role="tab"]:focus-visible': { outlineOffset: '-3px' },
  },
});

export const panel = style({ paddingTop: vars.space.lg });
