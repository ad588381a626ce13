import { productsOfCategory } from '@shop/catalog';
import {
  DEALS_CATEGORY_IDS,
  DEALS_PER_CATEGORY,
  FRESH_PICKS_CATEGORY_IDS,
  HERO_AUTO_ADVANCE_MS,
} from '@shop/core';
import { dealsOfTheDay, freshPicks, homeSectionRandom, type Product } from '@shop/core/products';
import { demoAccount } from '@shop/core/users';
import { expect, test } from '../fixtures';
import { FAILED_READ_MS } from '../support/timings';

const SEED = 'qa-journeys';

/** What the seeded rows must show, worked out from the seeded catalogue and core's rules. */
function expectedRow(section: 'deals' | 'freshPicks'): Product[] {
  const categoryIds = section === 'deals' ? DEALS_CATEGORY_IDS : FRESH_PICKS_CATEGORY_IDS;
  const byCategory = Object.fromEntries(
    categoryIds.map((id) => [id, productsOfCategory(id).slice(0, DEALS_PER_CATEGORY)]),
  );
  const pick = section === 'deals' ? dealsOfTheDay : freshPicks;
  return pick(byCategory, homeSectionRandom(SEED, section));
}

test('the hero advances every 5 s and waits while the pointer is over it', async ({ homePage, clock }) => {
  await homePage.open();
  await expect(homePage.heroSlide(1)).toBeVisible();

  await clock.runFor(HERO_AUTO_ADVANCE_MS - 100);
  await expect(homePage.heroSlide(1)).toBeVisible();
  await clock.runFor(100);
  await expect(homePage.heroSlide(2)).toBeVisible();

  await homePage.hero.hover();
  await clock.runFor(HERO_AUTO_ADVANCE_MS * 3);
  await expect(homePage.heroSlide(2)).toBeVisible();

  await homePage.heroNext.click();
  await expect(homePage.heroSlide(3)).toBeVisible();
  await homePage.heroPrevious.click();
  await expect(homePage.heroSlide(2)).toBeVisible();
});

test('a fixed shuffleSeed shows the same 4 deals and 4 fresh picks every time', async ({
  homePage,
  page,
}) => {
  const deals = expectedRow('deals').map((product) => product.productname);
  const picks = expectedRow('freshPicks').map((product) => product.productname);
  expect(deals).toHaveLength(4);
  expect(picks).toHaveLength(4);

  await homePage.open({ shuffleSeed: SEED });
  await expect(homePage.dealCards).toHaveCount(4);
  await expect(homePage.freshPickCards).toHaveCount(4);
  await expect.poll(() => homePage.productNames(homePage.dealCards)).toEqual(deals);
  await expect.poll(() => homePage.productNames(homePage.freshPickCards)).toEqual(picks);

  await page.reload();
  await expect(homePage.dealCards).toHaveCount(4);
  await expect.poll(() => homePage.productNames(homePage.dealCards)).toEqual(deals);
});

test("a fresh pick's View details opens its details page", async ({ homePage, page }) => {
  const [first] = expectedRow('freshPicks');
  if (!first) throw new Error('no fresh picks');
  await homePage.open({ shuffleSeed: SEED });
  const viewDetails = homePage.viewDetails(first.id);
  await expect(viewDetails).toHaveAttribute('href', `/products/${first.categoryid}/${first.id}`);

  await viewDetails.click();
  await expect(page).toHaveURL(`/product/${first.categoryid}/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.productname })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
});

test('the deals fall back with the §8 banner when their calls fail, and Retry loads them', async ({
  homePage,
  page,
}) => {
  let failing = true;
  await page.route('**/api/v1/products/by-category', async (route) => {
    const body = route.request().postDataJSON() as { categoryid: number };
    if (failing && DEALS_CATEGORY_IDS.some((id) => id === body.categoryid)) {
      await route.fulfill({ status: 503, json: { error: 'Service unavailable' } });
    } else {
      await route.fallback();
    }
  });
  await homePage.open({ shuffleSeed: SEED });

  await expect(homePage.dealsFallback).toContainText('Unable to load latest deals. Showing default deals.', {
    timeout: FAILED_READ_MS,
  });
  await expect(homePage.freshPickCards).toHaveCount(4);
  await expect(homePage.freshPicksFallback).toHaveCount(0);

  failing = false;
  await homePage.dealsRetry.click();
  await expect(homePage.dealCards).toHaveCount(4);
  await expect(homePage.dealsFallback).toHaveCount(0);
});

test('the footer offers Sign In when signed out and Sign Out when signed in', async ({
  homePage,
  authPage,
  page,
}) => {
  await homePage.open();
  await expect(homePage.footerSignIn).toHaveAttribute('href', '/login');
  await expect(homePage.footerStartExploring).toHaveAttribute('href', '/products?category=all');
  await expect(homePage.footerSignOut).toHaveCount(0);

  const standard = demoAccount('standard');
  await authPage.open();
  await authPage.signIn(standard.email, standard.password);
  await expect(authPage.header.signOutButton).toBeVisible();
  await homePage.open();
  await expect(homePage.footerSignIn).toHaveCount(0);
  await homePage.footerSignOut.click();
  await expect(page).toHaveURL('/login');
});
