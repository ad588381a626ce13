/**
 * Where the layout changes, in CSS pixels, mobile first: below `tablet` is a phone (390 px is the
 * width every screen is checked at). Media queries cannot read CSS variables, so these are plain
 * values rather than theme vars.
 */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `@media` conditions from a breakpoint up. */
export const mediaFrom: Record<Breakpoint, string> = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
};
