import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/* Styles of the Foundations pages: every sample reads the theme's variables, so the pages show
   exactly what the components use. */

export const page = style({
  maxWidth: '960px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
});

export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.xxl });
export const heading = style({ margin: `${vars.space.xl} 0 ${vars.space.sm}`, fontSize: vars.fontSize.xl });
export const lead = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.lg });
export const code = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const swatchCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});
export const swatchLabel = style({ padding: vars.space.sm, fontSize: vars.fontSize.sm });
export const swatchName = style({ display: 'block', fontWeight: vars.fontWeight.bold });

/** One sample per token, keyed like the theme: `swatch.brand`, `fontSize.lg` … */
export const swatch = styleVariants(vars.color, (value) => ({ height: '64px', background: value }));
export const fontSize = styleVariants(vars.fontSize, (value) => ({ fontSize: value, margin: 0 }));
export const spaceBar = styleVariants(vars.space, (value) => ({
  width: value,
  minWidth: '1px',
  height: vars.space.lg,
  background: vars.color.brand,
}));
export const radius = styleVariants(vars.radius, (value) => ({
  width: '64px',
  height: '64px',
  borderRadius: value,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
}));
export const shadow = styleVariants(vars.shadow, (value) => ({
  width: '120px',
  height: '64px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: value,
}));

export const samples = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  margin: 0,
  padding: `${vars.space.sm} 0`,
  listStyle: 'none',
});
export const sampleItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
