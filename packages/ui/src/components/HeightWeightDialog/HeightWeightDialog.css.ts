import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../theme/visually-hidden';
import { vars } from '../../theme/vars.css';

const CONTROL_HEIGHT = '40px';
const UNIT_WIDTH = '88px';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** The unit's label is for screen readers: the select beside the number says it visibly. */
export const unitLabel = style(visuallyHiddenRule);

export const measure = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${UNIT_WIDTH}`,
  gap: vars.space.sm,
});

const control = {
  height: CONTROL_HEIGHT,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: { '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' } },
} as const;

export const input = style({ ...control, width: '100%', padding: `0 ${vars.space.md}` });

export const select = style({ ...control, width: '100%', padding: `0 ${vars.space.sm}` });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '120px',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
