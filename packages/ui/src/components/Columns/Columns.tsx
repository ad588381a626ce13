import type { ResponsiveSpace } from '../../theme/responsive';
import { spaceClass } from '../../theme/responsive';
import * as space from '../../theme/space.css';
import { Box, type BoxProps } from '../Box/Box';
import * as styles from './Columns.css';

export const columnsCollapseBelow = ['tablet', 'desktop'] as const;
export const columnsMinWidths = ['small', 'medium', 'large'] as const;
export const columnsAlignsY = ['stretch', 'start', 'center', 'end'] as const;

export interface ColumnsProps extends BoxProps {
  /** Space between columns and between rows once collapsed (`none` by default). */
  gap?: ResponsiveSpace;
  /** Equal columns, one per child, that stack into one column below this breakpoint (`tablet`). */
  collapseBelow?: (typeof columnsCollapseBelow)[number];
  /**
   * Tiles instead: as many columns as fit, each at least small 160 px, medium 240 px or large
   * 320 px wide (a grid of cards). `collapseBelow` does not apply.
   */
  minColumnWidth?: (typeof columnsMinWidths)[number];
  alignY?: (typeof columnsAlignsY)[number];
}

/** Children in columns that collapse on narrow screens. Takes every Box prop. */
export function Columns({
  gap = 'none',
  collapseBelow = 'tablet',
  minColumnWidth,
  alignY = 'stretch',
  className,
  ...rest
}: ColumnsProps) {
  const classes = [
    styles.columns,
    minColumnWidth ? styles.minColumnWidth[minColumnWidth] : styles.collapseBelow[collapseBelow],
    styles.alignY[alignY],
    spaceClass(space.gap, gap),
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Box {...rest} className={classes} />;
}
