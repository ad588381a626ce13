import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: `0 0 ${vars.space.xl}`, color: vars.color.textMuted });

/** Whose mail this browser may read: a quiet note with the brand's edge. */
export const rule = style({
  margin: `0 0 ${vars.space.xl}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});

/** Takes the row beside the button, or the whole line on a phone; label and input are TextField's. */
export const field = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 16rem', minWidth: 0 });

export const recent = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
  listStyle: 'none',
});

export const recentItem = style({ maxWidth: '100%' });

export const recentLink = style({
  display: 'inline-block',
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const heading = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The newest one-time code, big enough to copy by eye. */
export const otp = style({
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  color: vars.color.text,
});

globalStyle(`${otp} strong`, {
  display: 'block',
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.3em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.success,
});

export const empty = style({ margin: 0 });

export const messages = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  padding: `${vars.space.lg} ${vars.space.xl}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const subject = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const term = style({ fontWeight: vars.fontWeight.bold });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const code = style([value, { fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' }]);

/** The mail's text as sent: its line breaks kept, long lines wrapped. */
export const body = style({
  margin: 0,
  font: 'inherit',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

globalStyle(`${rule} code`, { fontFamily: vars.font.mono, fontSize: '0.95em' });
