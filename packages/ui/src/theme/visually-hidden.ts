import type { StyleRule } from '@vanilla-extract/css';

/**
 * Hidden from sight but kept in the accessibility tree (a control's name, QA's locators). A plain
 * rule, not a class, so styles can also apply it inside a media query (the header's words on phones).
 */
export const visuallyHiddenRule: StyleRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * Undoes {@link visuallyHiddenRule} where the element comes back into sight (the header's words on
 * a desktop, a skip link while it has focus); padding and white space stay the caller's.
 */
export const shownAgainRule: StyleRule = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  margin: 0,
  overflow: 'visible',
  clip: 'auto',
};
