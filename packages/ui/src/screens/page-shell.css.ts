import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../theme/breakpoints';
import { vars } from '../theme/vars.css';

/*
 * The frame every full-width page of the shop shares (cart, checkout, orders, an order): the
 * centred column, its heading, and the bordered card its parts sit on.
 */

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [mediaFrom.tablet]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}` } },
});

/** The heading on the left, its actions ('Back to Cart', 'Clear Cart') on the right, wrapping. */
export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const pageHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  '@media': { [mediaFrom.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const pageCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
