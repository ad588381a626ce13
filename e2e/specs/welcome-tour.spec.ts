import { WELCOME_TOUR_DELAY_MS, WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY } from '@shop/core';
import {
  WELCOME_TOUR_FINISH_LABEL,
  WELCOME_TOUR_PAGES,
  WELCOME_TOUR_TITLE,
  welcomeTourProgress,
} from '@shop/core/profile';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { WelcomeTour } from '../pages/WelcomeTour';

const seenFlag = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY);

test.describe('a first visit (the tour never seen)', () => {
  test.use({ welcomeTourSeen: false });

  test('the tour opens 1 s after the first load, pages through its seven pages and, finished, never shows again', async ({
    homePage,
    welcomeTour,
    page,
    clock,
  }) => {
    await homePage.open();
    await expect(homePage.header.profileLink).toBeVisible();
    await clock.runFor(WELCOME_TOUR_DELAY_MS - 100);
    await expect(welcomeTour.dialog).toHaveCount(0);
    await clock.runFor(100);
    await expect(welcomeTour.dialog).toBeVisible();
    // The pages below need no timer of their own: from here on, time flows.
    await clock.resume();

    await expect(welcomeTour.title).toHaveText(WELCOME_TOUR_TITLE);
    expect(WELCOME_TOUR_PAGES).toHaveLength(7);
    const total = WELCOME_TOUR_PAGES.length;
    await expect(welcomeTour.previous).toBeDisabled();
    for (const [index, tourPage] of WELCOME_TOUR_PAGES.entries()) {
      await expect(welcomeTour.pageTitle).toHaveText(tourPage.title);
      await expect(welcomeTour.progress).toHaveText(welcomeTourProgress(index, total));
      if (index < total - 1) {
        await expect(welcomeTour.finish).toHaveCount(0);
        await welcomeTour.next.click();
      }
    }
    // The last page: Previous goes back a page, Next comes back, and the button is 'Get Started!'.
    await expect(welcomeTour.next).toHaveCount(0);
    await welcomeTour.previous.click();
    await expect(welcomeTour.pageTitle).toHaveText(WELCOME_TOUR_PAGES[total - 2]!.title);
    await welcomeTour.next.click();
    await expect(welcomeTour.finish).toHaveText(WELCOME_TOUR_FINISH_LABEL);
    expect(await seenFlag(page)).toBeNull();

    await welcomeTour.finish.click();
    await expect(welcomeTour.dialog).toHaveCount(0);
    expect(await seenFlag(page)).not.toBeNull();

    await page.reload();
    await expect(homePage.header.profileLink).toBeVisible();
    await page.clock.runFor(WELCOME_TOUR_DELAY_MS * 3);
    await expect(welcomeTour.dialog).toHaveCount(0);
  });

  test('closing the tour with Escape counts as seen too', async ({ homePage, welcomeTour, page, clock }) => {
    await homePage.open();
    // The frame must be up, its 1 s wait started, before the paused clock moves.
    await expect(homePage.header.profileLink).toBeVisible();
    await clock.runFor(WELCOME_TOUR_DELAY_MS);
    await expect(welcomeTour.dialog).toBeVisible();
    await clock.resume();
    await welcomeTour.next.click();
    await expect(welcomeTour.pageTitle).toHaveText(WELCOME_TOUR_PAGES[1]!.title);

    await page.keyboard.press('Escape');
    await expect(welcomeTour.dialog).toHaveCount(0);
    expect(await seenFlag(page)).not.toBeNull();

    await page.reload();
    await expect(homePage.header.profileLink).toBeVisible();
    await page.clock.runFor(WELCOME_TOUR_DELAY_MS * 3);
    await expect(welcomeTour.dialog).toHaveCount(0);
  });

  test('the close icon counts as seen, in every tab', async ({
    homePage,
    welcomeTour,
    page,
    context,
    clock,
  }) => {
    await homePage.open();
    // The frame must be up, its 1 s wait started, before the paused clock moves.
    await expect(homePage.header.profileLink).toBeVisible();
    await clock.runFor(WELCOME_TOUR_DELAY_MS);
    await welcomeTour.close.click();
    await expect(welcomeTour.dialog).toHaveCount(0);
    expect(await seenFlag(page)).not.toBeNull();
    await clock.resume();

    // The clock is the context's: the second tab shares it.
    const other = await context.newPage();
    await other.goto('/products');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await other.clock.runFor(WELCOME_TOUR_DELAY_MS * 3);
    await expect(new WelcomeTour(other).dialog).toHaveCount(0);
  });
});

test('every other journey starts with the tour seen: it never covers the page', async ({
  homePage,
  welcomeTour,
  page,
  clock,
}) => {
  await homePage.open();
  await expect(homePage.header.profileLink).toBeVisible();
  await clock.runFor(WELCOME_TOUR_DELAY_MS * 3);
  await expect(welcomeTour.dialog).toHaveCount(0);
  expect(await seenFlag(page)).not.toBeNull();
});
