import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
    color: vars.color.textMuted,
    cursor: 'pointer',
    transition: 'color 120ms ease, border-color 120ms ease',
    selectors: { '&:hover': { color: vars.color.danger, borderColor: vars.color.danger } },
  },
  variants: {
    // 40 px keeps a comfortable touch target on phones; 32 px for dense rows.
    size: {
      small: { width: '32px', height: '32px' },
      medium: { width: '40px', height: '40px' },
    },
    selected: { true: { color: vars.color.danger, borderColor: vars.color.danger }, false: {} },
  },
  defaultVariants: { size: 'medium', selected: false },
});

export const heart = recipe({
  base: { display: 'block' },
  variants: {
    size: {
      small: { width: '18px', height: '18px' },
      medium: { width: '22px', height: '22px' },
    },
  },
  defaultVariants: { size: 'medium' },
});
