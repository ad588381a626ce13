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
      // The details page's price block: a large price over body-sized old price and discount.
      hero: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal, rowGap: vars.space.sm },
    },
  },
  defaultVariants: { size: 'medium' },
});

/** Part styles: every size but the hero's scales with the tag's font size. */
const partsBySize = <T extends object>(hero: T) => ({ small: {}, medium: {}, large: {}, hero });

export const current = recipe({
  base: { fontWeight: vars.fontWeight.bold, color: vars.color.text },
  variants: { size: partsBySize({ fontSize: vars.fontSize.xxl }) },
  defaultVariants: { size: 'medium' },
});

export const old = recipe({
  base: { fontSize: '0.85em', color: vars.color.textMuted, textDecoration: 'line-through' },
  variants: { size: partsBySize({ fontSize: vars.fontSize.md }) },
  defaultVariants: { size: 'medium' },
});

export const discount = recipe({
  base: { fontSize: '0.85em', fontWeight: vars.fontWeight.medium, color: vars.color.success },
  variants: { size: partsBySize({ fontSize: 'inherit', fontWeight: vars.fontWeight.bold }) },
  defaultVariants: { size: 'medium' },
});
