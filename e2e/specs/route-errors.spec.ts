import { appMessages } from '@shop/core';
import { testIds } from '@shop/ui/test-ids';
import { expect, test } from '../fixtures';

test('a page whose code cannot be downloaded says so and offers Reload; the rest of the shop works', async ({
  homePage,
  page,
}) => {
  await homePage.open();
  // The compare screen's chunk is not fetched until the shopper goes there.
  await page.route('**/assets/CompareRoute-*.js', (route) => route.abort('connectionfailed'));
  await page.getByTestId(testIds.header.compareLink).click();

  await expect(page).toHaveURL('/compare');
  const notice = page.getByRole('alert').filter({ hasText: appMessages.pageLoadFailed });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-testid', testIds.layout.routeError);
  await expect(page.getByTestId(testIds.header.root)).toBeVisible();

  // Once the connection is back, Reload fetches the code again and the page shows.
  await page.unroute('**/assets/CompareRoute-*.js');
  await notice.getByRole('button', { name: appMessages.reloadPage }).click();
  await expect(page.getByTestId(testIds.compare.empty)).toBeVisible();
  await expect(notice).toHaveCount(0);
});
