import { demoAccount, LOCAL_CART_LOCAL_STORAGE_KEY } from '@shop/core';
import { testIds } from '@shop/ui/test-ids';
import { expect, test } from '../fixtures';

const standard = demoAccount('standard');

test('Profile while signed out asks to sign in first', async ({ homePage, page }) => {
  await homePage.open();
  await homePage.header.profileLink.click();
  const confirm = page.getByRole('dialog', { name: 'Sign In required' });
  await expect(confirm).toContainText('Please Sign In to access your profile.');
  await confirm.getByRole('button', { name: 'Sign In' }).click();
  // Once signed in, the user goes on to Profile.
  await expect(page).toHaveURL('/login?returnTo=%2Fprofile');
});

test('the Sign In Required modal completes the pending action after signing in', async ({
  homePage,
  signInRequired,
  page,
}) => {
  await homePage.open();
  await expect(homePage.categoryCards.first()).toBeVisible();
  // The pending action is data (README "Automation hooks"); the cast goes once
  // support/automation.d.ts declares the intent shape.
  await page.evaluate(() => {
    (window.shopLane!.requireSignIn as unknown as (intent: object) => void)({
      type: 'addToCart',
      productId: 1001,
      quantity: 1,
      options: {},
      product: { productname: 'Galaxy S24', brand: 'Samsung', imageurl: '/images/x.svg', price: 79999 },
    });
  });

  await expect(signInRequired.dialog).toContainText(
    'Please sign in to add items to your cart and access your saved items.',
  );
  await signInRequired.submit.click();
  await expect(signInRequired.error).toHaveText('Please enter both email and password');
  await signInRequired.signIn(standard.email, standard.password);

  await expect(signInRequired.dialog).toHaveCount(0);
  await expect(
    page.getByTestId(testIds.toastRegion.toast('success')).filter({ hasText: 'Added to cart' }),
  ).toBeVisible();
  const cart = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown,
    LOCAL_CART_LOCAL_STORAGE_KEY,
  );
  expect(cart).toEqual([expect.objectContaining({ id: 1001, name: 'Galaxy S24', qty: 1 })]);
  await expect(homePage.header.signOutButton).toBeVisible();
});
