import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const section = style({ display: 'grid', gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A chip: outlined when off, brand-soft with a tick when on (never colour alone). */
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
