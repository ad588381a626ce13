import { style } from '@vanilla-extract/css';
import { breakpoints, mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';
import { shownAgainRule, visuallyHiddenRule } from '../../theme/visually-hidden';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
  minWidth: 0,
  '@media': { [mediaFrom.tablet]: { padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xxxl}` } },
});

export const breadcrumb = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const separator = style({ color: vars.color.textMuted });

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaFrom.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [mediaFrom.tablet]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: vars.space.xl },
    [mediaFrom.desktop]: { gridTemplateColumns: '272px minmax(0, 1fr)' },
  },
});

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

// Out of sight (and out of the grid's flow) until it has the focus; then it spans the row above
// the filters and the products.
export const skipToResults = style({
  ...visuallyHiddenRule,
  selectors: {
    '&:focus': {
      ...shownAgainRule,
      whiteSpace: 'normal',
      gridColumn: '1 / -1',
      justifySelf: 'start',
      padding: `${vars.space.xs} ${vars.space.sm}`,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const viewToggle = style({ display: 'inline-flex', gap: vars.space.xxs });

export const viewButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brand,
    },
  },
});

export const viewGlyph = style({ width: '16px', height: '16px' });

export const sortField = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** Phones: the select alone fits beside the view toggle; its name stays for screen readers. */
export const sortLabel = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: visuallyHiddenRule,
  },
});

export const select = style({
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.regular,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [mediaFrom.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: vars.space.md },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const emptyText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
