import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * A choice of the checkout as a card with a visible radio (an address, a slot, a payment method):
 * the whole card is the radio's label, the chosen one in the brand colour.
 */
export const choiceCard = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:has(input:disabled))': { borderColor: vars.color.brand },
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // Not faded (the reason must keep its contrast): a dashed edge and a muted ground say 'not now'.
    '&:has(input:disabled)': {
      cursor: 'not-allowed',
      borderStyle: 'dashed',
      background: vars.color.surfaceMuted,
    },
  },
});

/** The native radio, drawn by the browser in the brand colour and big enough to hit. */
export const choiceRadio = style({
  width: '20px',
  height: '20px',
  margin: `${vars.space.xxs} 0 0`,
  accentColor: vars.color.brand,
  cursor: 'inherit',
});

export const choiceBody = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const choiceTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const choiceText = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const choiceList = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const groupLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** A rule's reason under a choice (COD not possible, a slot gone). */
export const reason = style({ fontSize: vars.fontSize.sm, color: vars.color.warning });
