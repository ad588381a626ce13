import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const grid = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
