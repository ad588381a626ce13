import { findProduct } from '@shop/catalog';
import { type Product } from '@shop/core/products';
import { exercises, qaEndpoints } from '@shop/core/qa';
import { expect, test } from '../fixtures';
import { DetailsPage } from '../pages/DetailsPage';

const product = findProduct(101) as Product;
const reportPath = `/api/v1${qaEndpoints.reportKeyboardUse.path}`;

test('Add to Cart counts as used from the keyboard only when Tab reached it and Enter pressed it', async ({
  page,
}) => {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === reportPath) reports.push(request.postData() ?? '');
  });
  const details = new DetailsPage(page);
  await details.open(product.categoryid, product.id);

  // A mouse click, and Enter on a focus a script set: neither is a keyboard user's way there.
  await details.addToCart.click();
  await expect(details.notifications).toContainText('Added to cart');
  await details.addToCart.focus();
  await page.keyboard.press('Enter');

  // Away with Shift+Tab and back with Tab: now the keyboard reached it.
  await page.keyboard.press('Shift+Tab');
  await expect(details.addToCart).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(details.addToCart).toBeFocused();
  const reported = page.waitForResponse(
    (response) => new URL(response.url()).pathname === reportPath && response.status() === 201,
  );
  await page.keyboard.press('Enter');
  await reported;
  expect(reports).toEqual([JSON.stringify({ control: 'details.addToCart' })]);

  await page.goto('/qa');
  await expect(page.getByTestId('qa-exercise-keyboard-add-to-cart-state')).toHaveText('Solved');
  const points = exercises.find((entry) => entry.id === 'keyboard-add-to-cart')?.points;
  await expect(page.getByTestId('qa-exercises-score')).toContainText(`Score: ${points} of`);
});
