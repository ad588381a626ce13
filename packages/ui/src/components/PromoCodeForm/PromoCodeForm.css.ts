import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({ display: 'grid', gap: vars.space.sm });

/** Input and Apply on one row; the button sits level with the input, under the label. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const applied = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const success = style({ color: vars.color.success });
export const error = style({ color: vars.color.danger });
