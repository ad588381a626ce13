import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const layout = style({ minHeight: '100vh' });

// Off screen until focused: the first Tab of every page reaches it (WCAG 2.4.1).
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style({ flex: '1 0 auto', outline: 'none' });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
