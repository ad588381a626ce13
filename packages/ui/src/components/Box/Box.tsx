import { createElement, type ElementType, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { ResponsiveSpace } from '../../theme/responsive';
import { spaceClass } from '../../theme/responsive';
import * as space from '../../theme/space.css';
import * as styles from './Box.css';

export const boxBackgrounds = ['surface', 'surfaceMuted', 'brandSoft', 'page'] as const;
export const boxBorders = ['standard', 'dashed'] as const;
export const boxRadii = ['sm', 'md', 'lg', 'pill'] as const;
export const boxShadows = ['sm', 'md', 'lg'] as const;
export const boxMaxWidths = ['narrow', 'medium', 'content'] as const;

const listElements = new Set<ElementType>(['ul', 'ol', 'dl']);

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** The element to render: a landmark, a list, a paragraph… (`div` by default). */
  as?: ElementType;
  /** Inner space from the theme's scale; a `[phone, tablet]` pair changes at the tablet breakpoint. */
  padding?: ResponsiveSpace;
  paddingX?: ResponsiveSpace;
  paddingY?: ResponsiveSpace;
  paddingTop?: ResponsiveSpace;
  paddingBottom?: ResponsiveSpace;
  background?: (typeof boxBackgrounds)[number];
  border?: (typeof boxBorders)[number];
  borderRadius?: (typeof boxRadii)[number];
  boxShadow?: (typeof boxShadows)[number];
  /** Centres the box and caps its width. */
  maxWidth?: (typeof boxMaxWidths)[number];
  /** What the layout props cannot say (typography, a component's own border…), from a `*.css.ts`. */
  className?: string;
  /** A state region's or element's test id from `testIds`. */
  'data-testid'?: string;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/**
 * The one element that layout props style (Braid's Box): space, surface, border and width from the
 * theme, so screens compose layout instead of writing new CSS. Margins and list styles are reset.
 */
export function Box({
  as = 'div',
  padding,
  paddingX,
  paddingY,
  paddingTop,
  paddingBottom,
  background,
  border,
  borderRadius,
  boxShadow,
  maxWidth,
  className,
  children,
  ...rest
}: BoxProps) {
  const classes = [
    styles.reset,
    listElements.has(as) && styles.listReset,
    spaceClass(space.paddingTop, paddingTop ?? paddingY ?? padding),
    spaceClass(space.paddingBottom, paddingBottom ?? paddingY ?? padding),
    spaceClass(space.paddingLeft, paddingX ?? padding),
    spaceClass(space.paddingRight, paddingX ?? padding),
    background && styles.background[background],
    border && styles.border[border],
    borderRadius && styles.borderRadius[borderRadius],
    boxShadow && styles.boxShadow[boxShadow],
    maxWidth && styles.maxWidth[maxWidth],
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return createElement(as, { ...rest, className: classes }, children);
}
