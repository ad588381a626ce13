import { qaSettings } from '@shop/core/qa';
import type { Page } from '@playwright/test';

/**
 * The tab's pages come without their first screen and its data (the /qa switch a learner uses
 * too): their first calls are the browser's, so a test's `page.route` can answer them. A guest's
 * home, listing and details otherwise arrive rendered, their first screen's data in the page.
 */
export async function renderInBrowser(page: Page, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('renderInBrowser needs the baseURL fixture');
  await page.context().addCookies([{ name: qaSettings.browserRender.cookie, value: 'on', url: baseURL }]);
}
