import { globalStyle, style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

/*
 * The suggestions panel. On phones the search box is narrow (the logo and the category selector
 * share its row), so the panel spans the header's width under the search row; from tablets it
 * hangs under the whole search form. Either way it never runs past the bottom of the screen.
 */

/** The phone header's search row ends here: top padding (8) + the 44 px controls + a 4 px gap. */
const PHONE_PANEL_TOP = `calc(${vars.space.sm} + 44px + ${vars.space.xs})`;

/** From tablets: room for a thumbnail, two lines of name and a price column side by side. */
const PANEL_MIN_WIDTH = '34rem';

export const panel = style({
  position: 'absolute',
  top: PHONE_PANEL_TOP,
  left: vars.space.sm,
  right: vars.space.sm,
  zIndex: vars.zIndex.dropdown,
  maxHeight: `calc(100dvh - ${PHONE_PANEL_TOP} - ${vars.space.lg})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  textAlign: 'left',
  '@media': {
    [mediaFrom.tablet]: {
      top: `calc(100% + ${vars.space.xs})`,
      left: 0,
      right: 0,
      // The form is narrow beside the links on tablets and small desktops: the panel keeps room
      // for a name beside its price, reaching past the form's right end when it must.
      minWidth: `min(${PANEL_MIN_WIDTH}, calc(100vw - 2 * ${vars.space.xl}))`,
      maxHeight: `min(560px, calc(100dvh - 120px))`,
    },
  },
});

/** Holds the loading, empty or failure row (a live region, so it is there before they are). */
export const status = style({
  selectors: {
    '&:empty': { display: 'none' },
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.surfaceMuted}` },
  },
});

export const statusRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const errorRow = style([statusRow, { color: vars.color.danger }]);

export const list = style({ padding: `${vars.space.xs} 0` });

export const heading = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xxs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const group = style({ display: 'block' });

export const option = style({ display: 'block' });

const row = {
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.md,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  // The keyboard's row (aria-selected) is marked apart from the mouse's (hover): they may differ.
  boxShadow: `inset 3px 0 0 transparent`,
} as const;

/*
 * A product row: the thumbnail beside the name; under the name the brand and, on phones, the price
 * (so the name gets the whole width and its match shows); from tablets the price has its column.
 */
export const productRow = style({
  ...row,
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  gridTemplateAreas: '"thumb name name" "thumb brand price"',
  rowGap: vars.space.xxs,
  '@media': {
    [mediaFrom.tablet]: { gridTemplateAreas: '"thumb name price" "thumb brand price"' },
  },
});
export const categoryRow = style({ ...row, gridTemplateColumns: '48px minmax(0, 1fr)' });

for (const link of [productRow, categoryRow]) {
  globalStyle(`${option}:hover > ${link}`, { background: vars.color.surfaceMuted });
  globalStyle(`${option}[aria-selected="true"] > ${link}`, {
    background: vars.color.brandSoft,
    boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
  });
}

export const thumbnail = style({
  gridArea: 'thumb',
  display: 'block',
  width: '48px',
  height: '48px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const categoryIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

/** Two lines at most: long names end in an ellipsis instead of pushing the price out. */
export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const productName = style([name, { gridArea: 'name', alignSelf: 'end' }]);

export const brand = style({
  gridArea: 'brand',
  alignSelf: 'start',
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The price: under the name on phones (beside the brand), its own column from tablets. */
export const price = style({
  gridArea: 'price',
  display: 'flex',
  justifyContent: 'flex-end',
  textAlign: 'right',
  '@media': { [mediaFrom.tablet]: { alignSelf: 'center' } },
});

globalStyle(`${price} > *`, { justifyContent: 'flex-end' });

export const match = style({
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textDecorationColor: vars.color.accent,
  textDecorationThickness: '2px',
  textUnderlineOffset: '2px',
});
