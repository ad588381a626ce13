import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The red box of spec §8 ("modal errors appear in a red box"), used by every form. */
export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
