import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const rows = style({ display: 'grid', gap: vars.space.md });

/** One attribute per row, a hairline between them. */
export const row = style({
  selectors: {
    '& + &': { paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` },
  },
});
