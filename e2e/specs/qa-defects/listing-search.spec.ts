import { testIds } from '@shop/ui/test-ids';
import { expect, test } from '../../fixtures';
import { cardPrices, reportedDefects, rupees, signInAs } from '../../support/qa-personas';

for (const who of ['problem', 'standard'] as const) {
  const shows = who === 'problem';

  test.describe(`as the ${who} user`, () => {
    test(`problem.listing.same-image ${shows ? 'shows' : 'never shows'}`, async ({ page, listingPage }) => {
      await signInAs(page, who);
      await listingPage.open({ category: 'all' });
      const sources = await listingPage.cards
        .locator('img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
      expect(sources.length).toBeGreaterThan(2);
      expect(new Set(sources).size === 1).toBe(shows);
      if (shows) await expect.poll(() => reportedDefects(page)).toContain('problem.listing.same-image');
    });

    test(`problem.listing.price-sort-reversed ${shows ? 'shows' : 'never shows'}`, async ({
      page,
      listingPage,
    }) => {
      await signInAs(page, who);
      await listingPage.open({ category: 'all', sort: 'price-asc' });
      const prices = (await page.locator(cardPrices).allTextContents()).map(rupees);
      expect(prices.length).toBeGreaterThan(2);
      const ascending = [...prices].sort((a, b) => a - b);
      expect(prices).toEqual(shows ? ascending.reverse() : ascending);
    });

    test(`problem.search.suggestion-opens-next ${shows ? 'shows' : 'never shows'}`, async ({
      page,
      homePage,
    }) => {
      await signInAs(page, who);
      await homePage.open();
      await homePage.header.searchInput.fill('iphone');
      const options = homePage.header.suggestionOptions;
      await expect(options.nth(1)).toBeVisible();
      // Product options carry `header-search-suggestion-product-<id>`: the ids in the order shown.
      const prefix = testIds.header.suggestionProduct(0).replace(/0$/, '');
      const ids = (
        await page
          .locator(`[data-testid^="${prefix}"]`)
          .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid') ?? ''))
      ).map((testId) => testId.slice(prefix.length));
      expect(ids.length).toBeGreaterThan(1);
      await options.first().click();
      await expect(page).toHaveURL(new RegExp(`/product/\\d+/${shows ? ids[1] : ids[0]}$`));
    });
  });
}
