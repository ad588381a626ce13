import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const rating = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.xs },
      medium: { fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const stars = style({ display: 'inline-flex', color: vars.color.star });

export const star = style({
  position: 'relative',
  display: 'inline-block',
  width: '1.15em',
  height: '1.15em',
});

export const starGlyph = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

/** The filled layer of a star: clipped to show a full, half or no star. */
export const fill = recipe({
  base: { position: 'absolute', top: 0, left: 0, height: '100%', overflow: 'hidden' },
  variants: {
    amount: { full: { width: '100%' }, half: { width: '50%' }, empty: { width: 0 } },
  },
});

export const fillGlyph = style({ width: '1.15em', height: '1.15em', display: 'block' });

export const value = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const count = style({ color: vars.color.textMuted });
