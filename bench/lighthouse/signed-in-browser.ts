import { chromium } from 'playwright';
import { type ShopperSession, signedInStorage, writeSignedInStorage } from '../shared/shopper';

/**
 * Leaves `session` signed in in the browser Lighthouse drives (over its DevTools port), so pages
 * audited without Lighthouse's storage reset open signed in.
 */
export async function signInBrowser(
  devtoolsPort: number,
  base: string,
  session: ShopperSession,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.evaluate(writeSignedInStorage, signedInStorage(session));
    await page.close();
  } finally {
    // Connected over CDP: this disconnects and leaves the browser (and its storage) running.
    await browser.close();
  }
}
