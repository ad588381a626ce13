import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Fits the 500×600 Google popup and a 390 px phone alike: one centred card. */
export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '60vh',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '26rem',
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'center',
});

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

const markBase = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
});

export const mark = styleVariants({
  loading: [
    markBase,
    {
      border: `4px solid ${vars.color.brandSoft}`,
      borderTopColor: vars.color.brand,
      animation: `${turn} 0.9s linear infinite`,
      '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
    },
  ],
  success: [markBase, { background: vars.color.successSoft, color: vars.color.success }],
  error: [markBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const message = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const errorMessage = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const next = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
