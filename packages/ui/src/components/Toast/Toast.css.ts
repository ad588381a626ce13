import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const toast = recipe({
  base: {
    position: 'fixed',
    top: vars.space.lg,
    right: vars.space.lg,
    zIndex: vars.zIndex.toast,
    width: 'max-content',
    maxWidth: 'min(400px, calc(100vw - 32px))',
    padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    borderLeft: '4px solid',
    boxShadow: vars.shadow.lg,
    background: vars.color.surface,
    color: vars.color.text,
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.danger },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', paddingTop: vars.space.xxs },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
    },
  },
});

export const message = style({ flex: 1, margin: 0, paddingTop: vars.space.xxs, fontSize: vars.fontSize.sm });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});
