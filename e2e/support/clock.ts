import type { Page } from '@playwright/test';

/** How far ahead of now the journeys pause the page's clock: it never runs backwards. */
const AHEAD_MS = 1_000;

/**
 * Pauses the page's installed clock a second ahead of now. Until the pause reaches the page its
 * clock runs at real speed, and on a busy machine that second can pass first: Playwright then
 * refuses with "Cannot fast-forward to the past" (once in a clean-clone run), having already
 * stopped the clock, so the second is counted again from the page's own time.
 */
export async function pauseJustAhead(page: Page): Promise<void> {
  try {
    await page.clock.pauseAt(Date.now() + AHEAD_MS);
  } catch (error) {
    if (!/fast-forward to the past/.test(String(error))) throw error;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + AHEAD_MS);
  }
}
