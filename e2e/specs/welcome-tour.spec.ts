import { HYDRATED_ATTRIBUTE, WELCOME_TOUR_DELAY_MS, WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY } from '@shop/core';
import {
  WELCOME_TOUR_FINISH_LABEL,
  WELCOME_TOUR_PAGES,
  WELCOME_TOUR_TITLE,
  welcomeTourProgress,
} from '@shop/core/profile';
import type { Page } from '@playwright/test';
import { testIdParts, testIds } from '@shop/ui/test-ids';
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

/**
 * Whether the first screenful's pictures (not the slides waiting off screen) are loaded and
 * decoded, ready for the next frame. Promises only: the page's timers are the test's paused clock.
 */
const firstScreenImagesReady = (page: Page) =>
  page.evaluate(async () => {
    const images = Array.from(document.images).filter((image) => {
      const box = image.getBoundingClientRect();
      return (
        box.width > 0 && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0
      );
    });
    if (!images.every((image) => image.complete)) return false;
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return true;
  });

/**
 * Where the page's largest paint (the LCP element Lighthouse reports; none of its timing) lies:
 * inside the tour, elsewhere on the page, or nowhere (no entry, or its element has gone).
 */
const whereTheLargestPaintIs = (page: Page) =>
  page.evaluate(async (tourId) => {
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    return new Promise<'tour' | 'page' | 'nowhere'>((resolve) =>
      new PerformanceObserver((list) => {
        const largest = list.getEntries().at(-1) as
          (PerformanceEntry & { element?: Element | null }) | undefined;
        const element = largest?.element;
        resolve(!element ? 'nowhere' : element.closest(`[data-testid="${tourId}"]`) ? 'tour' : 'page');
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
  }, testIdParts.dialog(testIds.welcomeTour.dialog).root);

test.describe("a first visit on a phone (Lighthouse's screen)", () => {
  test.use({ welcomeTourSeen: false, viewport: { width: 412, height: 823 } });

  // The tour's text blocks (up to about 19,000 px² here) are larger than a page's title: each of
  // these first screens has a larger picture or text of its own.
  for (const path of ['/', '/products?category=all', '/product/1/101', '/login']) {
    test(`the tour opens over ${path} but never becomes its largest paint`, async ({
      page,
      welcomeTour,
      clock,
    }) => {
      await page.goto(path);
      await expect(page.locator('#root')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
      // A phone draws the first screen's pictures in the second before the tour opens; here that
      // second passes at once, so the test waits for them (a loaded machine may be slower).
      await expect.poll(() => firstScreenImagesReady(page)).toBe(true);
      await clock.runFor(WELCOME_TOUR_DELAY_MS);
      await expect(welcomeTour.pageTitle).toBeVisible();
      await clock.resume();
      expect(await whereTheLargestPaintIs(page)).toBe('page');
    });
  }
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
