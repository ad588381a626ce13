import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const priceTag = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.sm },
      medium: { fontSize: vars.fontSize.md },
      large: { fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const current = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const old = style({
  fontSize: '0.85em',
  color: vars.color.textMuted,
  textDecoration: 'line-through',
});

export const discount = style({
  fontSize: '0.85em',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.success,
});
