import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

/** Rows read best in one column of this width; the page stays centred on wide screens. */
const PAGE_WIDTH = '880px';
const AVATAR_SIZE = '64px';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: PAGE_WIDTH,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [mediaFrom.tablet]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}` } },
});

export const card = style({
  padding: `${vars.space.lg} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [mediaFrom.tablet]: { padding: `${vars.space.xl} ${vars.space.xl}` } },
});

export const header = style([card, { display: 'flex', alignItems: 'center', gap: vars.space.lg }]);

export const avatar = style({
  flex: `0 0 ${AVATAR_SIZE}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: AVATAR_SIZE,
  height: AVATAR_SIZE,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const identity = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const headerSkeleton = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '240px',
  maxWidth: '100%',
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [mediaFrom.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const email = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const userError = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const tabs = style({ display: 'flex', borderBottom: `1px solid ${vars.color.border}` });

/** The one tab, always selected: underlined in the brand colour. */
export const tab = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.md}`,
  marginBottom: '-1px',
  border: 'none',
  borderBottom: `3px solid ${vars.color.brand}`,
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: 'inherit',
  textAlign: 'left',
  cursor: 'default',
});

export const tabTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const tabSubtitle = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const panel = style({ display: 'grid', gap: vars.space.lg });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const intro = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const rows = style({ margin: `${vars.space.sm} 0 0`, padding: 0 });
