import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  right: vars.space.lg,
  zIndex: vars.zIndex.toast,
  width: 'max-content',
  maxWidth: 'min(400px, calc(100vw - 32px))',
  // The empty strip must not swallow clicks meant for the page under it.
  pointerEvents: 'none',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ pointerEvents: 'auto', maxWidth: '100%' });

// A Toast places itself at the top right on its own; inside the region the list places it
// (two classes, so this wins over the Toast's one whatever the order of the style sheets).
globalStyle(`${region} ${item} > *`, { position: 'static' });
