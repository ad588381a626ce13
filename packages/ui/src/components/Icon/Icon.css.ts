import { recipe } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
  },
  variants: {
    size: {
      small: { width: '16px', height: '16px' },
      medium: { width: '20px', height: '20px' },
      large: { width: '24px', height: '24px' },
    },
  },
  defaultVariants: { size: 'medium' },
});
