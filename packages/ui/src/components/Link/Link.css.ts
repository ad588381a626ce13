import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const text = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brandHover } },
});

/** No colour or decoration of its own: the caller's styles decide (cards, logos, nav items). */
export const plain = style({ color: 'inherit', textDecoration: 'none', cursor: 'pointer' });

/** A button that looks like a text link (an action in running text: 'Forgot password?'). */
export const linkButton = style([
  text,
  {
    display: 'inline',
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
  },
]);
