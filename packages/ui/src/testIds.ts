/**
 * Every data-testid of the shop, declared once. Pattern `<area>-<element>[-<id>]`.
 * Published ids never change: QA suites depend on them. Add, never rename.
 */
export const testIds = {
  button: 'button',
} as const;
