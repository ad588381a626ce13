import { testIds } from '../test-ids';

/**
 * The controls whose use from the keyboard the storefront reports (demo mode), by `testIds` path:
 * an exercise asks for them. A button pressed with Enter or Space fires a click with no pointer
 * behind it, which is how the page tells a keyboard from a mouse (or a test's `click()`).
 */
export const keyboardReportedControls = {
  'details.addToCart': testIds.details.addToCart,
} as const;

export type KeyboardReportedControl = keyof typeof keyboardReportedControls;

export const isKeyboardReportedControl = (value: string): value is KeyboardReportedControl =>
  Object.hasOwn(keyboardReportedControls, value);
