import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * The stand-in imitates Google's own account chooser, not the shop: Google's greys and blue are
 * kept here as local constants (each checked for WCAG AA on white), the spacing, radii, type scale
 * and focus ring come from the theme.
 */
const google = {
  page: '#f1f3f4',
  card: '#ffffff',
  text: '#202124',
  muted: '#5f6368',
  hairline: '#e8eaed',
  outline: '#dadce0',
  fieldEdge: '#80868b',
  hover: '#f8f9fa',
  blue: '#1a73e8',
  onBlue: '#ffffff',
  error: '#b3261e',
} as const;

export const page = style({
  minHeight: '100vh',
  background: google.page,
  color: google.text,
});

/** One column that fits the 500×600 Google popup and a 390 px phone alike. */
export const main = style({
  maxWidth: '28rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
});

export const card = style({
  padding: `${vars.space.xl} ${vars.space.xl}`,
  border: `1px solid ${google.outline}`,
  borderRadius: vars.radius.lg,
  background: google.card,
  overflowWrap: 'anywhere',
});

export const brand = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  color: google.muted,
});

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: `0 0 ${vars.space.xl}`, color: google.muted });

export const accounts = style({
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${google.hairline}`,
});

export const accountItem = style({ borderBottom: `1px solid ${google.hairline}` });

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  padding: `${vars.space.md} ${vars.space.xs}`,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { background: google.hover } },
});

export const avatar = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: '50%',
  background: google.blue,
  color: google.onBlue,
  fontWeight: vars.fontWeight.bold,
  // The initials (data-initials): the avatar is a picture, not a part of the button's label.
  '::before': { content: 'attr(data-initials)' },
});

export const who = style({ display: 'grid', minWidth: 0 });

export const name = style({ overflowWrap: 'anywhere' });

export const email = style({ fontSize: vars.fontSize.sm, color: google.muted, overflowWrap: 'anywhere' });

export const subtitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const label = style({
  display: 'block',
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.bold,
});

export const input = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${google.fieldEdge}`,
  borderRadius: vars.radius.sm,
  background: google.card,
  color: google.text,
  font: 'inherit',
  selectors: {
    // Shown by colour and by the message under the field, never by colour alone.
    '&[aria-invalid="true"]': { borderColor: google.error, boxShadow: `0 0 0 1px ${google.error}` },
  },
});

export const fieldError = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: google.error,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.xl,
});

const buttonBase = style({
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
});

export const primary = style([buttonBase, { border: 0, background: google.blue, color: google.onBlue }]);

export const secondary = style([
  buttonBase,
  { border: `1px solid ${google.outline}`, background: google.card, color: google.blue },
]);

export const note = style({
  margin: `${vars.space.xl} 0 0`,
  fontSize: vars.fontSize.sm,
  color: google.muted,
});

/** The refusal's message: the card's one line under its title. */
export const refusal = style({ margin: 0 });
