import { SEARCH_SUGGEST_DEBOUNCE_MS } from '@shop/core';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The search call the suggestions make, once typing has paused. */
const isSearchCall = (url: string) => new URL(url).pathname.endsWith('/products/search');

/** Resolves with the next search call's query parameters. */
function nextSearch(page: Page): Promise<URLSearchParams> {
  return page
    .waitForRequest((request) => isSearchCall(request.url()))
    .then((request) => new URL(request.url()).searchParams);
}

// Only the first journey fakes the clock (to see the debounce); the others let the suggestions'
// 250 ms pass in real time while their expectations wait for the rows.
test.describe('header search suggestions', () => {
  test('"sams" suggests Samsung products with "Sams" marked, after the typing pauses', async ({
    homePage,
    page,
    clock,
  }) => {
    const header = homePage.header;
    const calls: string[] = [];
    page.on('request', (request) => {
      if (isSearchCall(request.url())) calls.push(request.url());
    });
    await homePage.open();
    await header.typeSearch('sams');

    // Debounced: nothing asked yet, the panel says it is searching.
    await expect(header.suggestionsLoading).toHaveText('Searching products…');
    expect(calls).toEqual([]);
    await clock.runFor(SEARCH_SUGGEST_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    const asked = nextSearch(page);
    await clock.runFor(1);
    const query = await asked;
    expect(query.get('q')).toBe('sams');
    // The query cache reports answers on a zero-delay timer: from here on, time flows.
    await clock.resume();

    await expect(header.searchInput).toHaveAttribute('aria-expanded', 'true');
    const first = header.suggestionOptions.first();
    await expect(first).toContainText('Samsung');
    await expect(first.locator('mark').first()).toHaveText('Sams');
    await expect(first).toContainText('₹');
    await expect(first.locator('img')).toHaveAttribute('width', '48');
    const ids = await header.suggestedProductIds();
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) await expect(header.productSuggestion(id)).toContainText('Samsung');
    expect(calls).toHaveLength(1);
  });

  // On the embedded database too: the suggestions are its full-text search (PostgreSQL 18 in WASM).
  test(
    '↓ then Enter opens the first suggestion’s details page',
    { tag: '@embedded' },
    async ({ homePage, page }) => {
      const header = homePage.header;
      await homePage.open();
      await header.typeSearch('sams');
      await expect(header.suggestionOptions.first()).toContainText('Samsung');
      const [firstId] = await header.suggestedProductIds();

      await header.searchInput.press('ArrowDown');
      await expect(header.suggestionOptions.first()).toHaveAttribute('aria-selected', 'true');
      await expect(header.searchInput).toHaveAttribute(
        'aria-activedescendant',
        (await header.suggestionOptions.first().getAttribute('id'))!,
      );
      await header.searchInput.press('Enter');

      await expect(page).toHaveURL(new RegExp(`/product/\\d+/${firstId}$`));
      await expect(header.searchInput).toHaveValue('');
      await expect(header.suggestions).toHaveCount(0);
    },
  );

  test('the category selector narrows the call and the rows', async ({ homePage, page }) => {
    const header = homePage.header;
    await homePage.open();
    await header.searchCategory.selectOption({ label: 'Laptops' });
    const asked = nextSearch(page);
    await header.typeSearch('sams');
    expect((await asked).get('categoryId')).toBe('2');

    await expect(header.suggestionOptions.first()).toContainText('Samsung');
    await header.searchInput.press('ArrowDown');
    await header.searchInput.press('Enter');
    await expect(page).toHaveURL(/\/product\/2\/\d+$/);
  });

  test('Escape closes the suggestions, a second Escape clears the words', async ({ homePage }) => {
    const header = homePage.header;
    await homePage.open();
    await header.typeSearch('sams');
    await expect(header.suggestionOptions.first()).toBeVisible();

    await header.searchInput.press('Escape');
    await expect(header.suggestions).toHaveCount(0);
    await expect(header.searchInput).toHaveValue('sams');
    await header.searchInput.press('Escape');
    await expect(header.searchInput).toHaveValue('');
  });

  test('nothing found says so with the words typed', async ({ homePage }) => {
    const header = homePage.header;
    await homePage.open();
    await header.typeSearch('zzqxv');
    await expect(header.suggestionsEmpty).toHaveText('No products match “zzqxv”');
  });
});

/**
 * The listing with these query values (the listing may add its own, such as the page or sort, so
 * only the header's are checked).
 */
const listingWith = (expected: Record<string, string>) => (url: URL) =>
  url.pathname === '/products' &&
  Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value);

test.describe('submitting the header search', () => {
  test('Enter with no suggestion chosen opens the listing with the words', async ({ homePage, page }) => {
    await homePage.open();
    await homePage.header.typeSearch('galaxy');
    await homePage.header.searchInput.press('Enter');
    await expect(page).toHaveURL(listingWith({ category: 'all', search: 'galaxy' }));
  });

  test('the Search button keeps the chosen category', async ({ homePage, page }) => {
    await homePage.open();
    await homePage.header.searchCategory.selectOption({ label: 'Mobiles' });
    await homePage.header.typeSearch('galaxy');
    await homePage.header.searchSubmit.click();
    await expect(page).toHaveURL(
      listingWith({ categoryId: '1', category: 'mobiles-tablets', search: 'galaxy' }),
    );
  });
});

/**
 * The suggestions' code (HeaderSuggestionFinder) comes on the first focus of the search field, not
 * with the page: held back here, to show that the field works without it.
 */
const SUGGESTIONS_CODE = '**/assets/HeaderSuggestionFinder-*.js';

/** Holds the suggestions' code back until the returned function is called. */
async function holdSuggestionsCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SUGGESTIONS_CODE, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("the search field before its suggestions' code has arrived", () => {
  test('keeps every character typed and then suggests for all of them', async ({ homePage, page }) => {
    const header = homePage.header;
    const release = await holdSuggestionsCode(page);
    const asked = page.waitForRequest(SUGGESTIONS_CODE);
    await homePage.open();
    await expect(header.searchInput).toHaveAccessibleName('Search products');
    await header.typeSearch('sams');
    await asked;
    await expect(header.searchInput).toHaveValue('sams');
    await expect(header.searchInput).toHaveAttribute('aria-expanded', 'false');

    const search = nextSearch(page);
    release();
    expect((await search).get('q')).toBe('sams');
    await expect(header.suggestionOptions.first()).toContainText('Samsung');
    await expect(header.searchInput).toHaveAttribute('aria-expanded', 'true');
    await expect(header.searchInput).toHaveValue('sams');
  });

  test('Enter submits the search', async ({ homePage, page }) => {
    await holdSuggestionsCode(page);
    await homePage.open();
    await homePage.header.typeSearch('galaxy');
    await homePage.header.searchInput.press('Enter');
    await expect(page).toHaveURL(listingWith({ category: 'all', search: 'galaxy' }));
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the suggestions panel fits the screen', async ({ homePage, page }) => {
    const header = homePage.header;
    await homePage.open();
    await header.typeSearch('sams');
    await expect(header.suggestionOptions.first()).toContainText('Samsung');

    const panel = (await header.suggestions.boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(390);
    expect(panel.width).toBeGreaterThanOrEqual(360);
    expect(panel.y + panel.height).toBeLessThanOrEqual(844);
    const input = (await header.searchInput.boundingBox())!;
    expect(panel.y).toBeGreaterThanOrEqual(input.y + input.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every row's price stays inside the panel.
    for (const option of await header.suggestionOptions.all()) {
      const box = (await option.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
    }
  });
});
