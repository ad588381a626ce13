import { vars } from '@shop/ui';
import { style } from '@vanilla-extract/css';

/**
 * The frame's whole page: the checkout's white panel shows through as one surface; a little room
 * at the edges so focus rings are not cut off by the iframe.
 */
export const page = style({
  background: vars.color.surface,
  padding: vars.space.xs,
});

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
});

export const noticeText = style({ margin: 0, color: vars.color.text });
