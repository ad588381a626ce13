import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const hover = '&:hover:not(:disabled)';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color 120ms ease, border-color 120ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    // The look of each variant comes from its tone (compound variants below).
    variant: {
      solid: {},
      outline: { background: vars.color.surface },
      ghost: { background: 'transparent' },
    },
    tone: { brand: {}, neutral: {}, critical: {} },
    size: {
      small: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.md}` },
      medium: { fontSize: vars.fontSize.md, padding: `${vars.space.sm} ${vars.space.lg}` },
      large: { fontSize: vars.fontSize.lg, padding: `${vars.space.md} ${vars.space.xl}` },
    },
    fullWidth: { true: { width: '100%' } },
  },
  compoundVariants: [
    {
      variants: { variant: 'solid', tone: 'brand' },
      style: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { [hover]: { background: vars.color.brandHover } },
      },
    },
    {
      variants: { variant: 'solid', tone: 'neutral' },
      style: {
        background: vars.color.text,
        color: vars.color.surface,
        selectors: { [hover]: { background: vars.color.textMuted } },
      },
    },
    {
      variants: { variant: 'solid', tone: 'critical' },
      style: { background: vars.color.danger, color: vars.color.onBrand },
    },
    {
      // The shop's secondary action: a brand-coloured outline on the surface.
      variants: { variant: 'outline', tone: 'brand' },
      style: {
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { [hover]: { background: vars.color.brandSoft } },
      },
    },
    {
      variants: { variant: 'outline', tone: 'neutral' },
      style: {
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { [hover]: { background: vars.color.surfaceMuted } },
      },
    },
    {
      variants: { variant: 'outline', tone: 'critical' },
      style: {
        color: vars.color.danger,
        borderColor: vars.color.danger,
        selectors: { [hover]: { background: vars.color.dangerSoft } },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'brand' },
      style: { color: vars.color.brand, selectors: { [hover]: { background: vars.color.brandSoft } } },
    },
    {
      variants: { variant: 'ghost', tone: 'neutral' },
      style: { color: vars.color.text, selectors: { [hover]: { background: vars.color.surfaceMuted } } },
    },
    {
      variants: { variant: 'ghost', tone: 'critical' },
      style: { color: vars.color.danger, selectors: { [hover]: { background: vars.color.dangerSoft } } },
    },
  ],
  defaultVariants: { variant: 'solid', tone: 'brand', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
