import { globalStyle, style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';
import * as shell from '../page-shell.css';

const TOUCH_TARGET = '44px';
/** Wide enough for 'Promo (FLAT500)  −₹1,00,000' on one line; the lines take the rest. */
const SUMMARY_WIDTH = '360px';

const card = shell.pageCard;

export const page = shell.page;

export const header = shell.pageHeader;

export const heading = shell.pageHeading;

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const notices = style({ display: 'grid', gap: vars.space.sm });

/** The kept error (§4): like an error Banner, with two buttons. */
export const keptError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const keptErrorMessage = style({
  flex: '1 1 240px',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const keptErrorActions = style({ display: 'flex', gap: vars.space.sm });

/** Lines beside the summary from desktops up, one column below. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [mediaFrom.desktop]: {
      gridTemplateColumns: `minmax(0, 1fr) ${SUMMARY_WIDTH}`,
      gap: vars.space.xl,
    },
  },
});

export const linesColumn = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const lines = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: '72px minmax(0, 1fr) auto',
    gridTemplateAreas: '"image info remove" "controls controls controls"',
    columnGap: vars.space.md,
    rowGap: vars.space.md,
    padding: vars.space.md,
    '@media': {
      [mediaFrom.tablet]: {
        gridTemplateColumns: '112px minmax(0, 1fr) auto',
        gridTemplateAreas: '"image info remove" "image controls controls"',
        columnGap: vars.space.lg,
        padding: vars.space.lg,
      },
    },
  },
]);

// Not faded (the text must keep its contrast): a dashed edge and the busy cursor say 'wait'.
export const lineBusy = style({ borderStyle: 'dashed', cursor: 'progress' });

export const lineMedia = style({ gridArea: 'image' });

const imageBox = style({
  width: '100%',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const lineImage = style([imageBox, { objectFit: 'contain' }]);

export const linePlaceholder = style([
  imageBox,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    border: `1px dashed ${vars.color.border}`,
  },
]);

export const lineInfo = style({ gridArea: 'info', display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const lineName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const pills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const remove = style({
  gridArea: 'remove',
  alignSelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: TOUCH_TARGET,
  height: TOUCH_TARGET,
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.dangerSoft, color: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const controls = style({
  gridArea: 'controls',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const lineTotal = style({ display: 'grid', justifyItems: 'end', gap: vars.space.xxs });

export const lineTotalLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const lineTotalAmount = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const freeDelivery = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});

export const summary = style([
  card,
  {
    display: 'grid',
    gap: vars.space.lg,
    padding: vars.space.lg,
    '@media': { [mediaFrom.desktop]: { position: 'sticky', top: vars.space.lg, padding: vars.space.xl } },
  },
]);

export const summaryTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const summaryRows = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${summaryRow} > dd`, { margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const saving = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const totalRow = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const totalAmount = style({ color: vars.color.success });

export const assurance = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${assurance} > li`, { display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
globalStyle(`${assurance} svg`, { flex: 'none', color: vars.color.success });

export const continueLink = style({ justifySelf: 'center' });

export const empty = style([
  card,
  {
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space.lg,
    padding: `${vars.space.xxxl} ${vars.space.lg}`,
    textAlign: 'center',
  },
]);

export const emptyText = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

export const emptyIcon = style({ color: vars.color.textMuted });

export const skeletonLine = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: '72px minmax(0, 1fr)',
    gap: vars.space.md,
    padding: vars.space.md,
    '@media': { [mediaFrom.tablet]: { gridTemplateColumns: '112px minmax(0, 1fr)' } },
  },
]);

export const skeletonImage = style({ aspectRatio: '1 / 1' });
globalStyle(`${skeletonImage} > span`, { height: '100%' });

export const skeletonText = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const skeletonSummary = style([card, { display: 'grid', gap: vars.space.md, padding: vars.space.lg }]);
