import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

/** As the cart's Order Summary: wide enough for 'Promo (FLAT500)  −₹1,00,000' on one line. */
const SUMMARY_WIDTH = '360px';

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [mediaFrom.tablet]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}` } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  '@media': { [mediaFrom.tablet]: { fontSize: vars.fontSize.xxl } },
});

/** The steps beside the summary from desktops up; the summary below them on a phone. */
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

export const panel = style([
  card,
  {
    display: 'grid',
    gap: vars.space.lg,
    minWidth: 0,
    padding: vars.space.lg,
    '@media': { [mediaFrom.tablet]: { padding: vars.space.xl } },
  },
]);

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const continueRow = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'stretch',
  '@media': { [mediaFrom.tablet]: { justifyItems: 'start' } },
});

export const stepProblem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

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

export const skeletonPanel = style([card, { display: 'grid', gap: vars.space.md, padding: vars.space.lg }]);

/** The loading and fetch-error state of a step (addresses, slots). */
export const stepState = style({ display: 'grid', gap: vars.space.sm });
