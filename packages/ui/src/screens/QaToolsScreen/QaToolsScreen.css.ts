import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

/*
 * The QA tools page (/qa), server-rendered without a script: cards for the personas, pills for the
 * switches that are on, the exercises with a left border that turns green when solved, and the
 * test ids in columns. Ids, names and codes are long words: everything wraps anywhere (the frame's
 * main sets overflow-wrap), so a 390 px phone never scrolls sideways.
 */

/** The page's column: the heading, then the sections, one gap apart. */
export const page = style({
  display: 'grid',
  // minmax(0, …): a long word never widens the column past the screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxl,
});

/*
 * The page's plain elements (its headings, code, links, hints) are styled here, under the page,
 * rather than given classes: the markup stays as the server page had it (`<code>`, `<h3 id>`,
 * `<details><summary>`), which QA suites and the API's page tests read.
 */
globalStyle(`${page} p`, { margin: 0 });

globalStyle(`${page} h2`, {
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

globalStyle(`${page} h3`, {
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

globalStyle(`${page} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

// Underlined (the default) as well as coloured: a link in a sentence is told apart by more than colour.
globalStyle(`${page} a`, { color: vars.color.brand });

globalStyle(`${page} summary`, { cursor: 'pointer', fontWeight: vars.fontWeight.bold });

export const intro = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaFrom.tablet]: { fontSize: vars.fontSize.xxl } },
});

/** Hints and explanations: quieter than what a learner acts on. */
export const muted = style({ color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** A bordered card on the page's background (a persona, an exercise, a test-id area). */
const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const personaCard = style([
  card,
  { display: 'grid', gap: vars.space.sm, padding: vars.space.lg, margin: 0 },
]);

/** A bulleted list of catalogue entries (defects, quirks, test cards, UPI ids). */
export const entries = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.xl,
});

// Forms -------------------------------------------------------------------------------------------

/** A field and its button side by side; the button wraps below on a phone. */
export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  margin: 0,
});

/** A switch's state in words and the button that flips it, on one line where they fit. */
export const toggleForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

/** The field takes the row's room, at least 16rem before the button wraps under it. */
export const field = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 16rem', minWidth: 0 });

/** The pills of what is on: each a name and its Off button. */
export const switches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const switchPill = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
});

/** A name in a pill has no box of its own: the pill is its box. */
globalStyle(`${switchPill} code`, { background: 'transparent', padding: 0 });

// Exercises ---------------------------------------------------------------------------------------

export const exercises = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const exercise = style([
  card,
  {
    display: 'grid',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderLeftWidth: '6px',
  },
]);

/** Open exercises keep a quiet left edge; solved ones turn it green (the state says so in words too). */
export const exerciseByState = styleVariants({
  open: [exercise, { borderLeftColor: vars.color.border }],
  solved: [exercise, { borderLeftColor: vars.color.success }],
});

const statePill = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.bold,
});

export const stateByState = styleVariants({
  open: [statePill, { background: vars.color.surfaceMuted, color: vars.color.text }],
  solved: [statePill, { background: vars.color.successSoft, color: vars.color.success }],
});

// Test ids ----------------------------------------------------------------------------------------

export const testIdArea = style([card, { padding: `${vars.space.sm} ${vars.space.lg}` }]);

/** An area's ids in as many 18rem columns as fit: one on a phone, three at 1280 px. */
export const ids = style({
  columns: '18rem',
  columnGap: vars.space.xl,
  margin: `${vars.space.sm} 0`,
  paddingLeft: vars.space.xl,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});
