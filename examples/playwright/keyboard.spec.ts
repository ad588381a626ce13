import { expect, type Locator, type Page, test } from '@playwright/test';

// playwright.config.ts: use: { baseURL: 'http://localhost:3000' } (the shop that `pnpm start` runs).

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('demo.welcomeTour.seen', 'true'));
});

/** Tab until `target` has the focus: reaching it is the test, not how many stops it takes. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('search, open a product and add it to the cart with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  // The server draws the first screen; keys pressed before it is live are lost (README "First
  // screens from the server"): wait for its marker before a key that names no element.
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  // The first Tab of every page offers to skip the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  await tabTo(page, page.getByRole('combobox', { name: 'Search products' }));
  await page.keyboard.type('Lava');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=Lava/);

  // Past the filters in one step, then a product's name, a link.
  await tabTo(page, page.getByRole('link', { name: 'Skip to products' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Lava Agni 2 5G (Viridian, 8GB RAM, 256GB)' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/product/1/125');

  await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast-region')).toContainText('Added to cart');
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
});
