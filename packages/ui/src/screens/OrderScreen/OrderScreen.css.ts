import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';
import * as shell from '../page-shell.css';
import { visuallyHiddenRule } from '../../theme/visually-hidden';

const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const page = shell.page;

export const header = style({ display: 'grid', gap: vars.space.xs });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  '@media': { [mediaFrom.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const status = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
});

/** Details beside the totals from desktops up. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [mediaFrom.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' } },
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const section = card;

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const trackerHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const connection = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.success,
  '::before': {
    content: '""',
    width: '8px',
    height: '8px',
    borderRadius: '50%',
    background: 'currentColor',
  },
});

export const connectionReconnecting = style({ color: vars.color.warning });

/** Vertical on a phone, across from tablets up. */
export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaFrom.tablet]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: vars.space.sm } },
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: '20px minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  // The tallest step stretches the row: the others keep their lines at the top, not spread out.
  alignContent: 'start',
  color: vars.color.textMuted,
  '@media': { [mediaFrom.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'start' } },
});

export const stepReached = style({ color: vars.color.text });

export const stepDot = style({
  width: '16px',
  height: '16px',
  marginTop: '2px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const stepDotReached = style({ borderColor: vars.color.success, background: vars.color.success });

export const stepDotCurrent = style({ boxShadow: `0 0 0 4px ${vars.color.successSoft}` });

export const stepText = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

export const stepLabel = style({ fontWeight: vars.fontWeight.medium });

export const stepState = style({
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const visuallyHidden = style(visuallyHiddenRule);

export const items = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
});

/** An item's picture, square: also its width and height attributes (its size before it loads). */
export const ITEM_IMAGE_SIZE = 56;

export const itemImage = style({
  width: `${ITEM_IMAGE_SIZE}px`,
  height: `${ITEM_IMAGE_SIZE}px`,
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const itemName = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const strong = style({ fontWeight: vars.fontWeight.bold });

export const details = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaFrom.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const paid = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });
export const pending = style({ color: vars.color.warning, fontWeight: vars.fontWeight.medium });

export const totals = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const grandTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const dd = style({ margin: 0 });

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'grid', gap: vars.space.sm });

export const center = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});
