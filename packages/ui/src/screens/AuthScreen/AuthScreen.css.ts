import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
});

// Larger than any text block of the welcome tour on a phone (sign-in-art.ts); never wider than the screen.
export const art = style({
  display: 'block',
  width: '288px',
  maxWidth: '100%',
  height: 'auto',
  marginInline: 'auto',
});

// The tabs' square corners stay inside the card's rounded ones.
export const card = style({ overflow: 'hidden' });

export const tablist = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': {
      background: vars.color.surface,
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const nameRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.lg,
});

export const optionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const alternatives = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

// Demo accounts panel
export const demoTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const demoIntro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// Long addresses wrap instead of pushing the Fill button out.
export const demoDetails = style({ minWidth: 0 });

export const demoLabel = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const demoFacts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.xs,
});

export const demoTerm = style({ color: vars.color.textMuted });

export const demoValue = style({
  margin: 0,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

export const demoBehaviour = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
