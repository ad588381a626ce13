import { globalStyle } from '@vanilla-extract/css';
import { styleRules } from './visual-defect-rules';

/**
 * The visual persona's regressions as plain style rules (visual-defect-rules.ts), each on only
 * while the page's body lists its defect in `data-qa-defects` (defect-edges.ts, useStyleEdges).
 * Behaviour stays intact: only pictures differ.
 */
for (const [id, rule] of Object.entries(styleRules)) {
  const when = (selector: string) => `body[data-qa-defects~="${id}"] ${selector}`;
  globalStyle(rule.selectors.map(when).join(', '), rule.style);
}
