import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const banner = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
  },
  variants: {
    tone: {
      info: { background: vars.color.brandSoft, color: vars.color.brand, borderColor: vars.color.brand },
      success: {
        background: vars.color.successSoft,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
      warning: {
        background: vars.color.warningSoft,
        color: vars.color.warning,
        borderColor: vars.color.warning,
      },
      error: { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 240px',
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
