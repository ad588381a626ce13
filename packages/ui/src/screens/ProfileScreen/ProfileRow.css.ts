import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

const TOUCH_TARGET = '36px';

export const row = style({
  listStyle: 'none',
  padding: `${vars.space.lg} 0`,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    // The card's own padding closes the list.
    '&:last-child': { paddingBottom: 0 },
  },
});

/** Text above the buttons on phones; side by side from tablets up. */
export const main = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const text = style({
  flex: '1 1 220px',
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

const valueBase = {
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
} as const;

export const value = style({ ...valueBase, color: vars.color.text });
export const emptyValue = style({ ...valueBase, color: vars.color.textMuted });

export const updated = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const loading = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const errorText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '0 0 auto',
  '@media': { [mediaFrom.tablet]: { gap: vars.space.md } },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: TOUCH_TARGET,
  height: TOUCH_TARGET,
  padding: 0,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
  },
});

/** A chevron drawn by two borders: down when collapsed, up when expanded. */
export const chevron = style({
  width: '10px',
  height: '10px',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-2px) rotate(45deg)',
  transition: 'transform 120ms ease',
  selectors: {
    [`${toggle}[aria-expanded="true"] &`]: { transform: 'translateY(2px) rotate(-135deg)' },
  },
});

export const details = style({
  marginTop: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  display: 'grid',
  gap: vars.space.sm,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const detailList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
});
