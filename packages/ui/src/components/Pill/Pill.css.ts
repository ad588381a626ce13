import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
      brand: { background: vars.color.brandSoft, color: vars.color.brand },
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
    },
    size: {
      small: { fontSize: vars.fontSize.xs, padding: `${vars.space.xxs} ${vars.space.sm}` },
      medium: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.md}` },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'small' },
});
