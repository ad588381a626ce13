import { globalStyle, style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const summary = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [mediaFrom.desktop]: { position: 'sticky', top: vars.space.lg, padding: vars.space.xl } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const rows = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${row} > dd`, { margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** CGST + SGST or IGST: the GST line's parts, indented and muted under it. */
export const splitRow = style({
  paddingLeft: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const saving = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const pending = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const totalRow = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const totalAmount = style({ color: vars.color.success });
