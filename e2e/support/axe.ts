import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The automated accessibility checker of the e2e suite: axe-core in the page, with the rules of
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA and axe's best practices. A page is clean when no
 * violation is serious or critical (axe's own impact levels); minor and moderate ones are
 * reported by the persona's defects and the exercises, not failed here.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  readonly rule: string;
  readonly impact: string;
  /** axe's CSS selectors of the elements that break it (at most five). */
  readonly targets: readonly string[];
}

/** Every violation on the page (or inside `within`, a CSS selector), as rule, impact and targets. */
export async function axeFindings(page: Page, within?: string): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page }).withTags([...AXE_TAGS]);
  if (within !== undefined) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/** The serious and critical violations only: what a clean page must have none of. */
export async function blockingAxeFindings(page: Page, within?: string): Promise<AxeFinding[]> {
  return (await axeFindings(page, within)).filter((finding) => BLOCKING.has(finding.impact));
}
