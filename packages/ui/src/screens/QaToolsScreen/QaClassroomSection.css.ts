import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/*
 * The /qa page's Classroom section: a learner's card and a teacher's card, side by side where two
 * 22rem columns fit (a laptop), one under the other on a phone. The page's own rules (headings,
 * code, links; QaToolsScreen.css) apply inside.
 */

export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/** A form's fields one under the other, its button last. */
export const form = style({ display: 'grid', gap: vars.space.md, margin: 0, minWidth: 0 });

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** A join code is read letter by letter: monospaced, spaced out, in capitals as typed in any case. */
export const codeInput = style({
  fontFamily: vars.font.mono,
  letterSpacing: '0.15em',
  textTransform: 'uppercase',
});

export const exercisesFieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const checkboxes = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The box, then its words; a long title wraps beside the box, not under it. */
export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

/** The button keeps its own width under the fields (full width looks like a banner on a laptop). */
export const submit = style({ justifySelf: 'start' });

/** What the teacher switched on for the class: names in a row, wrapping. */
export const switchNames = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const classes = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const taughtClass = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
