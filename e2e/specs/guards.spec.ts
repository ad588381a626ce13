import { demoAccount } from '@shop/core';
import { expect, test } from '../fixtures';

const standard = demoAccount('standard');

test('Profile while signed out asks to sign in first', async ({ homePage, page }) => {
  await homePage.open();
  await homePage.header.profileLink.click();
  const confirm = page.getByRole('dialog', { name: 'Sign In required' });
  await expect(confirm).toContainText('Please Sign In to access your profile.');
  await confirm.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/login');
});

test('the Sign In Required modal completes the pending action after signing in', async ({
  homePage,
  signInRequired,
  page,
}) => {
  await homePage.open();
  await expect(homePage.categoryCards.first()).toBeVisible();
  await page.evaluate(() => {
    window.shopLane!.requireSignIn(() => {
      const ran = Number(document.body.dataset.pendingRan ?? 0);
      document.body.dataset.pendingRan = String(ran + 1);
    });
  });

  await expect(signInRequired.dialog).toContainText(
    'Please sign in to add items to your cart and access your saved items.',
  );
  await signInRequired.submit.click();
  await expect(signInRequired.error).toHaveText('Please enter both email and password');
  await signInRequired.signIn(standard.email, standard.password);

  await expect(signInRequired.dialog).toHaveCount(0);
  await expect(page.locator('body')).toHaveAttribute('data-pending-ran', '1');
  await expect(homePage.header.signOutButton).toBeVisible();
});
