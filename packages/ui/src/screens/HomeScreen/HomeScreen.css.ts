import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxl,
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}`,
  '@media': {
    'screen and (max-width: 767px)': { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
