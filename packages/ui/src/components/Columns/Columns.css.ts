import { style, styleVariants } from '@vanilla-extract/css';
import { mediaFrom } from '../../theme/breakpoints';

// Mobile first: one column, then side by side from the breakpoint up.
export const columns = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });

const sideBySide = { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } as const;

export const collapseBelow = styleVariants({
  tablet: { '@media': { [mediaFrom.tablet]: sideBySide } },
  desktop: { '@media': { [mediaFrom.desktop]: sideBySide } },
});

/** Tiles: as many columns as fit, each at least this wide, so no breakpoint is needed. */
export const minColumnWidth = styleVariants({
  small: { gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' },
  medium: { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' },
  large: { gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' },
});

export const alignY = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'end' },
});
