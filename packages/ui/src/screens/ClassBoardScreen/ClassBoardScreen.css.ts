import { globalStyle, style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';
import { visuallyHiddenRule } from '../../theme/visually-hidden';

/*
 * The teacher's board (/qa/classes/{code}), often shown on a projector: the join code large enough
 * to read from the back of a room, and the board as a table of learners × exercises that scrolls
 * sideways inside its own frame on a phone (its first column, the nickname, stays in view) while
 * the page itself never does. The page's plain elements take the QA page's rules (QaToolsScreen.css).
 */

export const heading = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaFrom.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const titleBlock = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const eyebrow = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

export const codeCard = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  padding: `${vars.space.md} ${vars.space.xl}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
});

/** Twice the largest type on a laptop: a room reads it off the projector. */
export const code = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  '@media': { [mediaFrom.tablet]: { fontSize: `calc(${vars.fontSize.xxxl} * 2)` } },
});

/** The lines under the title: when it ends, how many learners, whether it is live, the links. */
export const facts = style({ display: 'grid', gap: vars.space.xs });

export const liveLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const status = style({ fontWeight: vars.fontWeight.bold });

// The board ---------------------------------------------------------------------------------------

/** The board's part of the section's grid: as wide as the column, never as wide as its table. */
export const boardPart = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

/** The table's own frame: it scrolls sideways inside, and takes focus so a keyboard can scroll it. */
export const scroller = style({
  // The containing block of the cells' words for screen readers (absolutely placed): otherwise
  // they sit outside the frame, at their columns' place, and widen the page itself.
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  color: vars.color.textMuted,
  captionSide: 'top',
});

/** On a phone the frame's edge cuts the exercise columns off: say that the table scrolls. */
export const swipeHint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [mediaFrom.tablet]: { display: 'none' } },
});

const cell = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  textAlign: 'center',
} as const;

globalStyle(`${table} th, ${table} td`, cell);
globalStyle(`${table} thead th`, { background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.bold });

/** The nickname column stays put while the rest scrolls under it. */
export const nicknameCell = style({
  selectors: {
    // Under the table's rule for every cell, which would centre it.
    [`${table} &`]: {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      textAlign: 'left',
      background: vars.color.surface,
      boxShadow: `1px 0 0 ${vars.color.border}`,
    },
    [`${table} thead &`]: { background: vars.color.surfaceMuted },
  },
});

/**
 * A nickname (up to 24 characters) wraps within 7–10rem on a phone: a cell's own min and max widths mean
 * nothing to a table, a block inside it sets the column's.
 */
export const nickname = style({
  display: 'block',
  minWidth: '7rem',
  maxWidth: '10rem',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  // Room for the longest in one line where the exercise columns fit anyway.
  '@media': { [mediaFrom.tablet]: { maxWidth: '14rem' } },
});

export const solved = style({
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const unsolved = style({ color: vars.color.textMuted });

/** A cell's meaning in words for a screen reader, where the eye reads ✓ or –. */
export const inWords = style(visuallyHiddenRule);

/** The numbered exercises the columns stand for. */
export const legend = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
  paddingLeft: vars.space.xl,
  fontSize: vars.fontSize.sm,
});

export const empty = style({
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
});

// The refusal page --------------------------------------------------------------------------------

export const refused = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
