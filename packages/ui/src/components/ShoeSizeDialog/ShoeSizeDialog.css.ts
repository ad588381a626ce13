import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const field = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const select = style({
  width: '100%',
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: { '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' } },
});

/** A list that could not be offered: said in place of its control. */
export const unavailable = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

const quietCentred = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '120px',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
} as const;

export const loading = style(quietCentred);

export const empty = style(quietCentred);
