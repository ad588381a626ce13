import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const content = style({
  // Room for the focus ring: the region takes focus when the dialog opens.
  margin: `calc(${vars.space.xs} * -1)`,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

// The body is sanitised HTML, so its elements are styled from here rather than given classes.
globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} > :last-child`, { marginBottom: 0 });
globalStyle(`${content} p, ${content} ul, ${content} ol`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${content} ul, ${content} ol`, { paddingLeft: vars.space.xl });
globalStyle(`${content} li + li`, { marginTop: vars.space.xs });
globalStyle(`${content} h1, ${content} h2, ${content} h3, ${content} h4, ${content} h5, ${content} h6`, {
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${content} a`, {
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});
