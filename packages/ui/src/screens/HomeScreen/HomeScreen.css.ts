import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
