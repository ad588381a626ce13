import { findProduct } from '@shop/catalog';
import { HYDRATED_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from '@shop/core';
import type { Product } from '@shop/core/products';
import { testIds } from '@shop/core/test-ids';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * A guest's first screen comes from the server and is hydrated in place (ARCHITECTURE.md "First
 * screens"). Until it is live, its controls are inert and neither its test ids nor its roles can be
 * found, so a learner's test that acts at once waits for the live control instead of losing the
 * action. The scripts are held back by a gate (a slow network, on demand), never by a sleep.
 */

const galaxy = findProduct(101) as Product;

/** Holds the shop's scripts back until `open()`: the page shows the server's screen, not yet live. */
async function holdScripts(page: Page): Promise<{ open: () => void }> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return { open };
}

const root = (page: Page) => page.locator('#root');

test('the listing arrives drawn with its products, and the browser asks for none of them again', async ({
  page,
}) => {
  const listingCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/products')) listingCalls.push(request.url());
  });
  await page.goto('/products?categoryId=1&category=mobiles-tablets');
  await expect(root(page)).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
  await expect(page.getByTestId(testIds.productCard.link(String(galaxy.id)))).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobiles & Tablets');
  expect(listingCalls).toEqual([]);
});

test('before the page is live, nothing is found by test id or role; the click made then lands once it is', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/products?categoryId=1&category=mobiles-tablets', { waitUntil: 'commit' });
  await expect(root(page)).toHaveAttribute(SERVER_RENDERED_ATTRIBUTE, '');
  // The server's screen is on the page, painted, but not live.
  await expect(root(page)).toContainText(galaxy.productname);
  await expect(root(page)).toHaveAttribute('inert', '');
  const card = page.getByTestId(testIds.productCard.link(String(galaxy.id)));
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('link', { name: galaxy.productname })).toHaveCount(0);

  // As early as a test can: the click waits for the live card.
  const clicked = card.click();
  scripts.open();
  await clicked;
  await expect(page).toHaveURL(`/product/${galaxy.categoryid}/${galaxy.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(galaxy.productname);
});

test('keys typed as early as possible into the live search are never lost', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/products?categoryId=1&category=mobiles-tablets', { waitUntil: 'commit' });
  const typed = page.getByTestId(testIds.listing.filterSearch).pressSequentially('galaxy');
  scripts.open();
  await typed;
  await expect(page).toHaveURL('/products?categoryId=1&category=mobiles-tablets&search=galaxy');
  await expect(page.getByTestId(testIds.listing.filterSearch)).toHaveValue('galaxy');
});

test('the product page is live with one of each control: the server’s, hydrated, not a copy', async ({
  page,
}) => {
  await page.goto(`/product/${galaxy.categoryid}/${galaxy.id}`);
  await expect(root(page)).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('[data-testid="header-search-input"]')).toHaveCount(1);
  await expect(page.locator('[data-pending-testid]')).toHaveCount(0);
  await expect(root(page)).not.toHaveAttribute('inert');
});

test('a server-rendered page asks for its scripts only once its screen is loaded, then goes live', async ({
  page,
}) => {
  await page.goto('/products?categoryId=1&category=mobiles-tablets');
  await expect(root(page)).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
  const entry = await page.locator('script[type="module"][src]').getAttribute('src');
  // The entry and what it imports itself are the page's; everything else waits for the screen.
  const entryCode = await (await page.request.get(String(entry))).text();
  const entryFiles = [
    String(entry),
    ...[...entryCode.matchAll(/from"\.\/([^"]+)"/g)].map(([, file]) => `/assets/${file}`),
  ];
  const { loaded, scripts } = await page.evaluate(() => ({
    loaded: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart as number,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  const before = scripts.filter((script) => script.start < loaded).map((script) => script.file);
  expect(
    before.every((file) => entryFiles.includes(file)),
    before.join(', '),
  ).toBe(true);
  expect(scripts.filter((script) => script.start >= loaded).length).toBeGreaterThan(10);
});
