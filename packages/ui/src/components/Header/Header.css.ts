import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const narrow = 'screen and (max-width: 767px)';

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const topRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"logo search nav"',
  alignItems: 'center',
  gap: `${vars.space.md} ${vars.space.xl}`,
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.xl}`,
  '@media': {
    [narrow]: {
      gridTemplateColumns: 'auto 1fr',
      gridTemplateAreas: '"logo nav" "search search"',
      padding: `${vars.space.sm} ${vars.space.lg}`,
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
  color: vars.color.onBrand,
  textDecoration: 'none',
});

export const logoMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const logoText = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
});

export const logoName = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const tagline = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.brandSoft,
  '@media': { [narrow]: { display: 'none' } },
});

export const search = style({ gridArea: 'search', position: 'relative', display: 'flex', minWidth: 0 });

export const select = style({
  flex: '0 0 auto',
  maxWidth: '40%',
  padding: `0 ${vars.space.sm}`,
  height: '40px',
  border: 'none',
  borderRight: `1px solid ${vars.color.border}`,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
});

export const searchField = style({ position: 'relative', flex: '1 1 auto', minWidth: 0 });

export const input = style({
  width: '100%',
  height: '40px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  '::placeholder': { color: vars.color.textMuted },
});

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '40px',
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});

export const suggestions = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.dropdown,
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const suggestion = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.brandSoft } },
});

export const nav = style({ gridArea: 'nav', justifySelf: 'end' });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

// Narrow screens show the icons only; the words stay for screen readers (and the names for QA).
export const navLabel = style({
  '@media': {
    [narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
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
});

export const account = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const userName = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.onBrand,
  '@media': { [narrow]: { display: 'none' } },
});

export const signIn = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

export const chipRow = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const chipList = style({
  display: 'flex',
  gap: vars.space.sm,
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  listStyle: 'none',
  overflowX: 'auto',
  '@media': { [narrow]: { padding: `${vars.space.sm} ${vars.space.lg}` } },
});

export const chip = style({
  display: 'inline-block',
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
