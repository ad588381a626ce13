import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from './visually-hidden';
import { vars } from './vars.css';

export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  minHeight: '100%',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
globalStyle(`${root} :focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle(`${root} img`, { maxWidth: '100%', display: 'block' });

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRule);
