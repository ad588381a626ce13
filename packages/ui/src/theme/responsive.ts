import type { tokens } from './tokens';

/** A step of the theme's space scale (`none` … `xxxl`). */
export type Space = keyof typeof tokens.space;
/** One value for every width, or `[phone, tablet and up]`. */
export type Responsive<T> = T | readonly [mobile: T, tablet: T];
export type ResponsiveSpace = Responsive<Space>;

interface Atoms {
  mobile: Record<Space, string>;
  tablet: Record<Space, string>;
}

/** The classes of a responsive space value. */
export function spaceClass(atoms: Atoms, value: ResponsiveSpace | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return atoms.mobile[value];
  const [mobile, tablet] = value;
  return mobile === tablet ? atoms.mobile[mobile] : `${atoms.mobile[mobile]} ${atoms.tablet[tablet]}`;
}
