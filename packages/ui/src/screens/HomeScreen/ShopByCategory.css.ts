import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const states = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
