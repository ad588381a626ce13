import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

const TOUCH_TARGET = '44px';

export const page = style({
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [mediaFrom.tablet]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}` } },
});

export const ready = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minWidth: 0,
});

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${breadcrumb} > li + li::before`, { content: '"›"', marginRight: vars.space.xs });

export const breadcrumbCurrent = style({
  color: vars.color.text,
  // A long product name stays on one line on phones instead of pushing the page down.
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
  flex: '1 1 0',
});

export const topGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaFrom.tablet]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', alignItems: 'start' },
  },
});

/** Square like the gallery's picture, so the page does not jump when the product arrives. */
export const skeletonImage = style({ aspectRatio: '1 / 1' });
globalStyle(`${skeletonImage} > span`, { height: '100%' });

export const skeletonColumn = style({ display: 'grid', gap: vars.space.md });

/**
 * The loaded page is always taller than the screen: a loading state as tall keeps the footer
 * below the fold instead of pushing it down when the product arrives (a layout shift).
 */
export const loadingFootprint = style({ minHeight: '100vh' });

export const galleryColumn = style({
  position: 'relative',
  minWidth: 0,
  '@media': { [mediaFrom.tablet]: { position: 'sticky', top: vars.space.lg } },
});

export const discountBadge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 1,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.success,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const infoColumn = style({ display: 'grid', gap: vars.space.md, minWidth: 0, alignContent: 'start' });

export const titleRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });
export const titleText = style({ flex: '1 1 auto', minWidth: 0 });

export const brand = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  '@media': { [mediaFrom.desktop]: { fontSize: vars.fontSize.xxl } },
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const ratingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const description = style({ margin: 0, lineHeight: vars.lineHeight.normal, color: vars.color.text });

export const purchase = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const priceBlock = style({ display: 'grid', gap: vars.space.xs });

export const savings = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

export const taxNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const legendChoice = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: TOUCH_TARGET,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
      fontWeight: vars.fontWeight.bold,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The real radio, covering its chip invisibly: clicks and automation land on the input itself. */
export const chipInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const chipText = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const chipExtra = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

const swatchBase = style({
  display: 'inline-block',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
});

// Display hints for the four finishes of §9 (not facts of the catalogue, so they live with the look).
export const swatch: Record<string, string> = styleVariants({
  'natural-titanium': [swatchBase, { background: '#bcb5a6' }],
  'blue-titanium': [swatchBase, { background: '#3d4a5c' }],
  'white-titanium': [swatchBase, { background: '#f2f1ec' }],
  'black-titanium': [swatchBase, { background: '#2e2e30' }],
});
export const swatchFallback = swatchBase;

export const quantity = style({ display: 'grid', gap: vars.space.xs });

export const outOfStock = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const buttons = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [mediaFrom.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const serviceGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaFrom.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const serviceList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
globalStyle(`${serviceList} > li`, { display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

export const seller = style({
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
globalStyle(`${seller} p`, { margin: 0 });

export const sellerName = style({ fontWeight: vars.fontWeight.bold });

export const sellerRating = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.success,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const tabsCard = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [mediaFrom.tablet]: { padding: vars.space.xl } },
});

export const panelStack = style({ display: 'grid', gap: vars.space.lg });

export const bodyText = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const panelHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const featureList = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'grid',
  gap: vars.space.xs,
});

export const specTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${specTable} th, ${specTable} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});
globalStyle(`${specTable} th`, {
  width: '40%',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceMuted,
});

export const specCaption = style({
  textAlign: 'left',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  paddingBottom: vars.space.sm,
});

export const reviewsLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [mediaFrom.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', alignItems: 'start' },
  },
});

export const breakdown = style({ display: 'grid', gap: vars.space.xs });

export const breakdownScore = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
});

export const breakdownRows = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const breakdownRow = style({
  display: 'grid',
  gridTemplateColumns: '36px minmax(0, 1fr) 48px',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const breakdownStars = style({ fontWeight: vars.fontWeight.medium });

export const breakdownCount = style({
  textAlign: 'right',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const bar = style({
  width: '100%',
  height: '8px',
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});
globalStyle(`${bar}::-webkit-meter-bar`, {
  background: vars.color.surfaceMuted,
  border: 'none',
  borderRadius: vars.radius.pill,
  height: '8px',
});
globalStyle(`${bar}::-webkit-meter-optimum-value`, {
  background: vars.color.success,
  borderRadius: vars.radius.pill,
});
globalStyle(`${bar}::-moz-meter-bar`, { background: vars.color.success, borderRadius: vars.radius.pill });

export const entries = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const entryHeadline = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const entryMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const verified = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const question = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const qaMark = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold });

export const errorBox = style({ maxWidth: '640px', margin: `${vars.space.xl} auto`, textAlign: 'center' });

export const errorTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const errorMessage = style({ margin: 0, color: vars.color.danger });
