import type { Page } from '@playwright/test';

/**
 * Pauses the page's installed clock a second ahead of its own time. The clock runs at real speed
 * until then, so on a busy machine that second can pass before the pause reaches the page
 * ("Cannot fast-forward to the past", once in a clean-clone run); the pause is then asked again
 * from the page's new time.
 */
export async function pauseJustAhead(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      return;
    } catch (error) {
      if (attempt >= 3 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}
