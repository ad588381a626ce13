import { expect, test } from '../fixtures';
import { pauseJustAhead } from '../support/clock';

// The journeys' own clock helper (e2e/support/clock.ts): no server call.
test('the page clock pauses a second ahead even when that second has passed before the pause arrives', async ({
  page,
}) => {
  // A page clock already past "now + 1 s", as a busy machine leaves it by the time the pause lands.
  const pageStart = Date.now() + 60_000;
  await page.clock.install({ time: pageStart });
  await pauseJustAhead(page);

  const paused = await page.evaluate(() => Date.now());
  expect(paused).toBeGreaterThanOrEqual(pageStart + 1_000);
  await page.clock.runFor(500);
  expect(await page.evaluate(() => Date.now())).toBe(paused + 500);
});
