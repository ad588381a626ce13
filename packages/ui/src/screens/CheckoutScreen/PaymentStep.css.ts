import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const step = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The card form's frame: as wide as the panel, as tall as its content says, no edge of its own. */
export const frame = style({
  display: 'block',
  width: '100%',
  border: 'none',
  colorScheme: 'normal',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const chosenCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.lg,
  background: vars.color.successSoft,
});

export const chosenText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});
