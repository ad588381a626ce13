import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

// Column widths: the label column and each product column, on phones and from tablets up.
const LABEL_COLUMN = { phone: 112, tablet: 180 };
const PRODUCT_COLUMN = { phone: 176, tablet: 240 };

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.contentWidth,
  // A flex or grid child may not grow wider than the page: the table scrolls inside its own box.
  minWidth: 0,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
  '@media': { [mediaFrom.tablet]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}` } },
});

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const titleBlock = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaFrom.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const emptyIcon = style({
  display: 'inline-flex',
  padding: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const scroller = style({
  // The containing block of everything inside: absolutely placed bits (visually hidden text, the
  // stars' fill) would otherwise be laid out against the page and widen it on phones.
  position: 'relative',
  // The box hugs the table (fewer than 4 products leave no empty frame) and never passes the page.
  width: 'fit-content',
  maxWidth: '100%',
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overscrollBehaviorX: 'contain',
});

const productCount = createVar();
const roomCount = createVar();

/**
 * Fixed layout: every product gets the same width, whatever its name or features. The table is
 * exactly as wide as its columns; the 'Add a product' column shows from tablets up only, so a
 * phone with one or two products needs no sideways scrolling.
 */
export const table = recipe({
  base: {
    tableLayout: 'fixed',
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontSize: vars.fontSize.sm,
    width: `calc(${LABEL_COLUMN.phone}px + ${productCount} * ${PRODUCT_COLUMN.phone}px)`,
    '@media': {
      [mediaFrom.tablet]: {
        width: `calc(${LABEL_COLUMN.tablet}px + (${productCount} + ${roomCount}) * ${PRODUCT_COLUMN.tablet}px)`,
      },
    },
  },
  variants: {
    products: {
      1: { vars: { [productCount]: '1' } },
      2: { vars: { [productCount]: '2' } },
      3: { vars: { [productCount]: '3' } },
      4: { vars: { [productCount]: '4' } },
    },
    room: { true: { vars: { [roomCount]: '1' } }, false: { vars: { [roomCount]: '0' } } },
  },
});

/** The cells of the 'Add a product' column. */
export const roomCell = style({
  display: 'none',
  '@media': { [mediaFrom.tablet]: { display: 'table-cell' } },
});

const cellBase = {
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'left',
  '@media': { [mediaFrom.tablet]: { padding: vars.space.md } },
} as const;

/** The first column stays in place while the products scroll under it. */
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surfaceMuted,
  borderRight: `1px solid ${vars.color.border}`,
} as const;

export const cornerCell = style({
  ...cellBase,
  ...sticky,
  width: `${LABEL_COLUMN.phone}px`,
  '@media': { [mediaFrom.tablet]: { width: `${LABEL_COLUMN.tablet}px` } },
});

export const productCell = style({ ...cellBase, fontWeight: vars.fontWeight.regular });

export const row = style({});

export const rowHeader = style({
  ...cellBase,
  ...sticky,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  // Labels break between words (or hyphenate), never mid-word: 'Connectivity', not 'Connectivit y'.
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const cell = style({ ...cellBase, overflowWrap: 'anywhere' });

export const groupHeader = style({
  ...cellBase,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** The group title stays readable at the left edge while the row scrolls. */
export const groupHeaderText = style({ position: 'sticky', left: vars.space.sm });

export const productHead = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const image = style({
  width: '96px',
  height: '96px',
  objectFit: 'contain',
  alignSelf: 'center',
  '@media': { [mediaFrom.tablet]: { width: '128px', height: '128px' } },
});

export const brand = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
});

/** Long names stop after three lines; the full name stays in the link (and its accessible name). */
export const productName = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const availability = recipe({
  base: { fontWeight: vars.fontWeight.medium },
  variants: { inStock: { true: { color: vars.color.success }, false: { color: vars.color.danger } } },
});

export const delivery = recipe({
  variants: { free: { true: { color: vars.color.success }, false: { color: vars.color.textMuted } } },
});

export const features = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const addMore = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '160px',
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft, borderColor: vars.color.brand } },
});
