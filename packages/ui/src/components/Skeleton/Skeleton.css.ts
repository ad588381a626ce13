import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.border,
    borderRadius: vars.radius.sm,
    animation: `${pulse} 1.4s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '14px' },
      title: { height: '22px' },
      block: { height: '120px', borderRadius: vars.radius.md },
      circle: { width: '40px', height: '40px', borderRadius: vars.radius.pill },
    },
    width: {
      full: { width: '100%' },
      threeQuarters: { width: '75%' },
      half: { width: '50%' },
      quarter: { width: '25%' },
    },
  },
  compoundVariants: [
    // A circle keeps its own size whatever the width asked for.
    { variants: { shape: 'circle', width: 'full' }, style: { width: '40px' } },
    { variants: { shape: 'circle', width: 'threeQuarters' }, style: { width: '40px' } },
    { variants: { shape: 'circle', width: 'half' }, style: { width: '40px' } },
    { variants: { shape: 'circle', width: 'quarter' }, style: { width: '40px' } },
  ],
  defaultVariants: { shape: 'text', width: 'full' },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const group = style({ display: 'block' });
