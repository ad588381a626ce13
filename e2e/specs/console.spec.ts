import { expect, test } from '../fixtures';

/**
 * A page that works may still log errors: a Content-Security-Policy violation (zod probing for
 * `eval` did this on every page), a failed request, an uncaught exception. Each page here must
 * load and settle with a silent console.
 */
const pages = [
  { path: '/', heading: 'Shop by Category' },
  { path: '/login', heading: 'Welcome to ShopLane' },
  { path: '/health', heading: 'System Health Status' },
  // A placeholder page (its screen comes in a later issue).
  { path: '/compare', heading: null },
] as const;

for (const { path, heading } of pages) {
  test(`${path} loads without console errors or CSP violations`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    // Chrome reports a violation on the console too, but the event names the directive.
    await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void })
          .reportCspViolation;
        report(`CSP violation: ${event.violatedDirective} (${event.blockedURI || 'inline'})`);
      });
    });

    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    else await expect(page.getByRole('main')).toBeVisible();

    expect(problems).toEqual([]);
  });
}
