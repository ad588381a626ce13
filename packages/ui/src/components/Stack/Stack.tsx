import type { ResponsiveSpace } from '../../theme/responsive';
import { spaceClass } from '../../theme/responsive';
import * as space from '../../theme/space.css';
import { Box, type BoxProps } from '../Box/Box';
import * as styles from './Stack.css';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;

export interface StackProps extends BoxProps {
  /** Space between the children, from the theme's scale (`none` by default). */
  gap?: ResponsiveSpace;
  /** Horizontal placement of the children; `stretch` (full width) by default. */
  align?: (typeof stackAligns)[number];
}

/** Children one under another with even space between them. Takes every Box prop. */
export function Stack({ gap = 'none', align = 'stretch', className, ...rest }: StackProps) {
  const classes = [styles.stack, styles.align[align], spaceClass(space.gap, gap), className]
    .filter(Boolean)
    .join(' ');
  return <Box {...rest} className={classes} />;
}
