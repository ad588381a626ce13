import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';
import * as shell from '../page-shell.css';

export const page = shell.page;

export const heading = shell.pageHeading;

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

/** Picture and facts side by side; the total and the link wrap below on a phone. */
export const order = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gridTemplateAreas: '"image facts" "end end"',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': {
    [mediaFrom.tablet]: {
      gridTemplateColumns: '88px minmax(0, 1fr) auto',
      gridTemplateAreas: '"image facts end"',
      alignItems: 'center',
      gap: vars.space.lg,
      padding: vars.space.lg,
    },
  },
});

export const image = style({
  gridArea: 'image',
  width: '100%',
  // The element's height attribute is its size before loading, not its drawn height.
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const facts = style({ gridArea: 'facts', display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const numberRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const orderNumber = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const status = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const statusDelivered = style({ background: vars.color.successSoft, color: vars.color.success });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const firstItem = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const end = style({
  gridArea: 'end',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': {
    [mediaFrom.tablet]: { flexDirection: 'column', alignItems: 'flex-end', justifyContent: 'center' },
  },
});

export const total = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const emptyText = style({ margin: 0, fontSize: vars.fontSize.lg });

export const skeletonRow = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
