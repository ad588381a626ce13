import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

const IMAGE = '64px';

export const step = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const items = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: `${IMAGE} minmax(0, 1fr) auto`,
  alignItems: 'start',
  gap: vars.space.md,
});

const imageBox = style({
  width: IMAGE,
  height: IMAGE,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const image = style([imageBox, { objectFit: 'contain' }]);

export const placeholder = style([
  imageBox,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    border: `1px dashed ${vars.color.border}`,
  },
]);

export const itemInfo = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
});

export const itemName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const itemTotal = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** Address, delivery and payment, each with Change: one column on a phone, three from tablets up. */
export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaFrom.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const fact = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const factHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const factTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const factBody = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const place = style({ display: 'grid', gap: vars.space.sm });

export const noCancellation = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
