import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Large enough for a thumb (WCAG 2.5.5). */
const TOUCH_TARGET = '44px';

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  width: 'fit-content',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const button = style({
  width: TOUCH_TARGET,
  height: TOUCH_TARGET,
  border: 'none',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.border },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const value = style({
  minWidth: '48px',
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
