import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Elements a layout renders as start bare: no user-agent margins, list bullets or indents.
export const reset = style({ margin: 0 });
export const listReset = style({ padding: 0, listStyle: 'none' });

export const background = styleVariants({
  surface: { background: vars.color.surface },
  surfaceMuted: { background: vars.color.surfaceMuted },
  brandSoft: { background: vars.color.brandSoft },
  page: { background: vars.color.background },
});

export const border = styleVariants({
  standard: { border: `1px solid ${vars.color.border}` },
  dashed: { border: `1px dashed ${vars.color.border}` },
});

export const borderRadius = styleVariants(vars.radius, (radius) => ({ borderRadius: radius }));

export const boxShadow = styleVariants(vars.shadow, (shadow) => ({ boxShadow: shadow }));

/** A centred column no wider than this. */
export const maxWidth = styleVariants({
  narrow: { maxWidth: vars.maxWidth.narrow, marginInline: 'auto' },
  medium: { maxWidth: vars.maxWidth.medium, marginInline: 'auto' },
  content: { maxWidth: vars.contentWidth, marginInline: 'auto' },
});
