import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';
import * as shell from '../page-shell.css';

/** As the cart's Order Summary: wide enough for 'Promo (FLAT500)  −₹1,00,000' on one line. */
const SUMMARY_WIDTH = '360px';

export const card = shell.pageCard;

export const page = shell.page;

export const header = shell.pageHeader;

export const heading = shell.pageHeading;

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

export const skeletonPanel = style([card, { display: 'grid', gap: vars.space.md, padding: vars.space.lg }]);

/** The loading and fetch-error state of a step (addresses, slots). */
export const stepState = style({ display: 'grid', gap: vars.space.sm });
