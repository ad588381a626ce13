import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

const list = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** Four cards in a row from tablets up, two on phones: the density of an Indian shop's home rows. */
export const fourUp = style({
  ...list,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [mediaFrom.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg } },
});

/** Three wide cards from tablets up, one per row on phones. */
export const threeUp = style({
  ...list,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [mediaFrom.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg } },
});

export const cell = style({ minWidth: 0, display: 'grid' });

const cardBase = {
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  height: '100%',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'box-shadow 120ms ease, border-color 120ms ease',
  selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
} as const;

export const promoCard = style({ ...cardBase, overflow: 'hidden' });

/** Spotlights on phones: picture beside the words, so three cards do not fill three screens. */
export const promoCardBeside = style({
  gridTemplateColumns: '132px minmax(0, 1fr)',
  alignItems: 'center',
  '@media': { [mediaFrom.tablet]: { gridTemplateColumns: 'none', alignItems: 'start' } },
});

export const promoImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const promoBody = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const fallbackCard = style({
  ...cardBase,
  justifyItems: 'start',
  padding: vars.space.md,
  background: `linear-gradient(160deg, ${vars.color.brandSoft} 0%, ${vars.color.surface} 60%)`,
});

export const cardTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const cardText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cardLink = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand,
});

export const priceLabel = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success,
});

export const whyPoint = style({
  display: 'grid',
  justifyItems: 'start',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const whyGlyph = style({
  width: '32px',
  height: '32px',
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const viewDetails = style({ width: '100%', justifyContent: 'center' });

export const footerCta = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.xl,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [mediaFrom.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', padding: vars.space.xxl } },
});

export const footerCopy = style({ display: 'grid', gap: vars.space.xs });

export const footerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const footerText = style({ margin: 0, color: vars.color.textMuted });

export const footerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
