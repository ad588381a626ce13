import { styleVariants, type StyleRule } from '@vanilla-extract/css';
import { mediaFrom } from './breakpoints';
import { vars } from './vars.css';

type SpaceProperty = 'gap' | 'paddingTop' | 'paddingRight' | 'paddingBottom' | 'paddingLeft';

/**
 * One class per space token for a property, on phones and from the tablet breakpoint up, so a
 * layout prop can take a token or a `[phone, tablet]` pair (see `responsive.ts`).
 */
function spaceAtoms(property: SpaceProperty) {
  return {
    mobile: styleVariants(vars.space, (value): StyleRule => ({ [property]: value })),
    tablet: styleVariants(vars.space, (value): StyleRule => ({
      '@media': { [mediaFrom.tablet]: { [property]: value } },
    })),
  };
}

export const gap = spaceAtoms('gap');
export const paddingTop = spaceAtoms('paddingTop');
export const paddingRight = spaceAtoms('paddingRight');
export const paddingBottom = spaceAtoms('paddingBottom');
export const paddingLeft = spaceAtoms('paddingLeft');
