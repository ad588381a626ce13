import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Each tone: its soft background, with text and border in the tone's strong colour.
export const tone = styleVariants({
  info: {
    background: vars.color.brandSoft,
    color: vars.color.brand,
    border: `1px solid ${vars.color.brand}`,
  },
  success: {
    background: vars.color.successSoft,
    color: vars.color.success,
    border: `1px solid ${vars.color.success}`,
  },
  warning: {
    background: vars.color.warningSoft,
    color: vars.color.warning,
    border: `1px solid ${vars.color.warning}`,
  },
  error: {
    background: vars.color.dangerSoft,
    color: vars.color.danger,
    border: `1px solid ${vars.color.danger}`,
  },
});

// The message takes the room left beside the action, and drops above it when under 240 px.
export const message = style({
  flex: '1 1 240px',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
