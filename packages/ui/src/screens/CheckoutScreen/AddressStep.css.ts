import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const step = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** An address: its radio card, with Edit and Delete under it (outside the label). */
export const address = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const nameRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const addressActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingLeft: `calc(20px + ${vars.space.md} * 2)`,
});

export const addNew = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const limit = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.warning });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const formTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** Two fields side by side from tablets up (name and mobile), one column on a phone. */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [mediaFrom.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** What the PIN lookup found, level with the input's box from tablets up. */
export const pinLookup = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  // Level with the PIN input from tablets up; on a phone it takes no room until it has something to say.
  '@media': { [mediaFrom.tablet]: { paddingTop: '30px' } },
});

export const pinLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const pinFound = style({ fontWeight: vars.fontWeight.medium, color: vars.color.success });

export const pinWarning = style({ color: vars.color.warning });

export const pinProblem = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const fieldError = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
