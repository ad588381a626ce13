import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { shownAgainRule, visuallyHiddenRule } from '../../theme/visually-hidden';
import { breakpoints, mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

/*
 * Mobile first. The DOM order is the reading and focus order at every width: logo, search,
 * links and account, chips.
 * - phone (< 768): two rows, [logo mark | search] then one row of 44 px icon links with the
 *   signed-in name and Sign In/Out at its end (fits 320 px with a 'Hi, Kavya' greeting);
 * - tablet (768+): one row, logo mark and icon links, so the search keeps room for its words;
 * - desktop (1024+): one row with the shop's name and tagline, and the words beside the icons.
 */

/** WCAG 2.5.5: touch targets of at least 44 × 44 CSS px on phones and tablets. */
const TARGET = '44px';
/** Height of the search controls on the desktop bar (a mouse, more room for the words). */
const DESKTOP_CONTROL = '40px';

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const topRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"logo search" "nav nav"',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.sm}`,
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.xs}`,
  '@media': {
    [mediaFrom.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"logo search nav"',
      gap: `${vars.space.md} ${vars.space.xl}`,
      padding: `${vars.space.md} ${vars.space.xl}`,
    },
  },
});

// On the dark bar the theme's focus colour would vanish: use the accent there.
globalStyle(`${header} ${topRow} :focus-visible`, { outlineColor: vars.color.accent });

export const logo = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: TARGET,
  color: vars.color.onBrand,
  textDecoration: 'none',
});

export const logoMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** The name and tagline: words for screen readers on phones and tablets, shown on desktops. */
export const logoText = style({
  ...visuallyHiddenRule,
  '@media': {
    [mediaFrom.desktop]: {
      ...shownAgainRule,
      display: 'flex',
      flexDirection: 'column',
      lineHeight: vars.lineHeight.tight,
      whiteSpace: 'nowrap',
    },
  },
});

export const logoName = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const tagline = style({
  display: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.brandSoft,
  '@media': { [mediaFrom.desktop]: { display: 'block' } },
});

// On phones the suggestions panel spans the header (its containing block), not the narrow form.
export const search = style({
  gridArea: 'search',
  display: 'flex',
  minWidth: 0,
  '@media': { [mediaFrom.tablet]: { position: 'relative' } },
});

const control: StyleRule = {
  height: TARGET,
  border: 'none',
  fontFamily: 'inherit',
  '@media': { [mediaFrom.desktop]: { height: DESKTOP_CONTROL } },
};

export const select = style({
  ...control,
  // Narrow on phones so the input keeps room for its placeholder; a longer choice is clipped.
  flex: '0 0 auto',
  width: '50px',
  padding: `0 ${vars.space.xxs}`,
  borderRight: `1px solid ${vars.color.border}`,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  '@media': {
    [mediaFrom.desktop]: {
      height: DESKTOP_CONTROL,
      width: 'auto',
      maxWidth: '40%',
      padding: `0 ${vars.space.sm}`,
    },
  },
});

export const searchField = style({ flex: '1 1 auto', minWidth: 0 });

export const input = style({
  ...control,
  width: '100%',
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  background: vars.color.surface,
  color: vars.color.text,
  // 16 px: phones zoom into smaller inputs on focus.
  fontSize: vars.fontSize.md,
  textOverflow: 'ellipsis',
  '::placeholder': { color: vars.color.textMuted },
  '@media': {
    [mediaFrom.tablet]: { padding: `0 ${vars.space.md}` },
    [mediaFrom.desktop]: { height: DESKTOP_CONTROL },
  },
});

// Chrome keeps room for the search's clear button even while the field is empty, which cut the
// placeholder on the smallest phones; there the keyboard's own delete does the job.
globalStyle(`${input}::-webkit-search-cancel-button`, {
  '@media': { [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: { display: 'none' } },
});

export const submit = style({
  ...control,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: TARGET,
  padding: `0 ${vars.space.sm}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  '@media': {
    [mediaFrom.desktop]: { height: DESKTOP_CONTROL, padding: `0 ${vars.space.lg}` },
  },
});

export const nav = style({ gridArea: 'nav', minWidth: 0 });

export const navList = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  // The 44 px targets touch on phones: the room goes to the greeting.
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaFrom.tablet]: { gap: vars.space.xs },
    [mediaFrom.desktop]: { gap: vars.space.lg },
  },
});

export const navLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: TARGET,
  minHeight: TARGET,
  borderRadius: vars.radius.md,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
  '@media': {
    [mediaFrom.desktop]: { minWidth: 0, padding: `0 ${vars.space.xxs}` },
  },
});

// Phones and tablets show the icons only; the words stay for screen readers (and the names for QA).
export const navLabel = style({
  ...visuallyHiddenRule,
  '@media': { [mediaFrom.desktop]: shownAgainRule },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  // Over the icon's corner while the words are hidden, so the link stays one 44 px square.
  position: 'absolute',
  top: '2px',
  right: '0',
  '@media': { [mediaFrom.desktop]: { position: 'static' } },
});

/** The last item: greeting and Sign Out, or Sign In/Sign Up, pushed to the row's end. */
export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  marginLeft: 'auto',
  '@media': { [mediaFrom.tablet]: { gap: vars.space.sm } },
});

export const userName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.onBrand,
  '@media': { [mediaFrom.tablet]: { maxWidth: '12em' } },
});

const accountAction: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  minHeight: TARGET,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
  '@media': {
    [mediaFrom.tablet]: { padding: `0 ${vars.space.md}` },
    [mediaFrom.desktop]: { minHeight: '32px' },
  },
};

export const signIn = style(accountAction);
export const signOut = style(accountAction);

export const chipRow = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const chipList = style({
  display: 'flex',
  gap: vars.space.sm,
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  listStyle: 'none',
  overflowX: 'auto',
  '@media': { [mediaFrom.tablet]: { padding: `${vars.space.sm} ${vars.space.xl}` } },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.brand, color: vars.color.onBrand } },
});
