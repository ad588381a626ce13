import type { Page } from '@playwright/test';
import { DOCS_PATH } from '@shop/core';
import { expect, test } from '../fixtures';

/** The layout width and how far the page scrolls sideways (a phone would show the extra as a pan). */
const layoutWidths = (page: Page) =>
  page.evaluate(() => ({ viewport: window.innerWidth, page: document.documentElement.scrollWidth }));

test.describe('the API docs on a 390 px phone', () => {
  // A phone's browser, which lays a page without a viewport meta out 980 px wide and shrinks it.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('carry the ShopLane name and never scroll sideways, with a call and its replies open', async ({
    page,
  }) => {
    await page.goto(`${DOCS_PATH}/`);
    await expect(page).toHaveTitle('ShopLane API');
    await expect(page.getByRole('heading', { level: 1, name: /^ShopLane API/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'ShopLane' })).toBeVisible();
    expect(await layoutWidths(page)).toEqual({ viewport: 390, page: 390 });

    const addToCart = page.getByRole('button', { name: /^POST \/api\/v1\/cart Add a product/ });
    await addToCart.click();
    await expect(addToCart).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: 'Responses' })).toBeVisible();
    expect(await layoutWidths(page)).toEqual({ viewport: 390, page: 390 });
  });
});
