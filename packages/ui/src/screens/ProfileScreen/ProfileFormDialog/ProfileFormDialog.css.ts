import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import * as textField from '../../../components/TextField/TextField.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

/** The quiet centred line of the profile modals: loading, and the bodies' empty states. */
export const quietCentred = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '120px',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

/** The text field's frame with a select's narrower inner space (size of shoes, units of height and weight). */
export const select = style([textField.input, { padding: `0 ${vars.space.sm}` }]);
