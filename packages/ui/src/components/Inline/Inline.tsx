import type { ResponsiveSpace } from '../../theme/responsive';
import { spaceClass } from '../../theme/responsive';
import * as space from '../../theme/space.css';
import { Box, type BoxProps } from '../Box/Box';
import * as styles from './Inline.css';

export const inlineAligns = ['start', 'center', 'end', 'spaceBetween'] as const;
export const inlineAlignsY = ['stretch', 'start', 'center', 'end', 'baseline'] as const;

export interface InlineProps extends BoxProps {
  /** Space between the children, across and between rows (`none` by default). */
  gap?: ResponsiveSpace;
  /** Horizontal placement; `spaceBetween` pushes the first and last child to the edges. */
  align?: (typeof inlineAligns)[number];
  /** Vertical placement within a row; `stretch` by default. */
  alignY?: (typeof inlineAlignsY)[number];
  /** Children move to a new row when they run out of room (on by default). */
  wrap?: boolean;
}

/** Children side by side, wrapping onto new rows on narrow screens. Takes every Box prop. */
export function Inline({
  gap = 'none',
  align = 'start',
  alignY = 'stretch',
  wrap = true,
  className,
  ...rest
}: InlineProps) {
  const classes = [
    styles.inline,
    wrap && styles.wrap,
    styles.align[align],
    styles.alignY[alignY],
    spaceClass(space.gap, gap),
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Box {...rest} className={classes} />;
}
