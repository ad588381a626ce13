import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../../theme/visually-hidden';
import { vars } from '../../../theme/vars.css';

const UNIT_WIDTH = '88px';

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** The unit's label is for screen readers: the select beside the number says it visibly. */
export const unitLabel = style(visuallyHiddenRule);

export const measure = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${UNIT_WIDTH}`,
  gap: vars.space.sm,
});
