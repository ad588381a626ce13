import type { Locator, Page } from '@playwright/test';
import { axeFindings } from './axe';

/**
 * What the accessibility persona's journeys (specs/qa-defects/accessibility.spec.ts) read beside
 * the shared checker (axe.ts): the rules axe reports in one part of the page, where focus is, and
 * where Tab takes it.
 */

/** The ids of the axe rules broken inside `within` (a CSS selector), any impact. */
export async function axeRulesIn(page: Page, within: string): Promise<string[]> {
  return (await axeFindings(page, within)).map((finding) => finding.rule);
}

export const byTestId = (id: string) => `[data-testid="${id}"]`;

/** The `data-testid` of the focused element; '' for one without, 'body' when nothing has focus. */
export const focusedTestId = (page: Page): Promise<string> =>
  page.evaluate(() =>
    document.activeElement === document.body
      ? 'body'
      : (document.activeElement?.getAttribute('data-testid') ?? ''),
  );

/**
 * Focuses `from`, then presses Tab until focus leaves `within` (at most `limit` presses): the
 * test ids focus passed through, in order, as a keyboard user meets them.
 */
export async function tabStopsWithin(
  page: Page,
  from: Locator,
  within: Locator,
  limit = 10,
): Promise<string[]> {
  await from.focus();
  const stops: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const inside = await within.evaluate((root) => root.contains(document.activeElement));
    if (!inside) break;
    stops.push(await focusedTestId(page));
  }
  return stops;
}
