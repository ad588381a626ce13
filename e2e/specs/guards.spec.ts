import { demoAccount, LOCAL_CART_LOCAL_STORAGE_KEY } from '@shop/core';
import { expect, test } from '../fixtures';

const standard = demoAccount('standard');

test('Profile while signed out asks to sign in first, and signing in returns to Profile', async ({
  homePage,
  profileGuard,
  authPage,
  placeholderPage,
  page,
  clock,
}) => {
  await homePage.open();
  await homePage.header.profileLink.click();
  await expect(profileGuard.dialog).toContainText('Please Sign In to access your profile.');
  await profileGuard.signInButton.click();
  await expect(page).toHaveURL('/login?returnTo=%2Fprofile');

  await authPage.signIn(standard.email, standard.password);
  await expect(authPage.header.signOutButton).toBeVisible();
  await clock.runFor(2100);
  await expect(page).toHaveURL('/profile');
  await expect(placeholderPage.heading).toHaveText('Profile');
  await expect(page).toHaveTitle('Profile · ShopLane');
});

test('the Sign In Required modal completes the pending action after signing in', async ({
  homePage,
  signInRequired,
  page,
}) => {
  await homePage.open();
  await expect(homePage.categoryCards.first()).toBeVisible();
  await page.evaluate(() => {
    window.shopLane!.requireSignIn({
      type: 'addToCart',
      productId: 1001,
      quantity: 1,
      options: {},
      product: {
        productname: 'Tata Sampann Unpolished Toor Dal, 1 kg',
        brand: 'Tata Sampann',
        imageurl: '/images/products/1001.svg',
        price: 179,
      },
    });
  });

  await expect(signInRequired.dialog).toContainText(
    'Please sign in to add items to your cart and access your saved items.',
  );
  await signInRequired.submit.click();
  await expect(signInRequired.error).toHaveText('Please enter both email and password');
  await signInRequired.signIn(standard.email, standard.password);

  await expect(signInRequired.dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Added to cart');
  const cart = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown,
    LOCAL_CART_LOCAL_STORAGE_KEY,
  );
  expect(cart).toEqual([
    expect.objectContaining({ id: 1001, name: 'Tata Sampann Unpolished Toor Dal, 1 kg', qty: 1 }),
  ]);
  await expect(homePage.header.signOutButton).toBeVisible();
});

test('a signed-in user opening /login is sent on, to where the link was going', async ({
  authPage,
  page,
  clock,
}) => {
  await authPage.open();
  await authPage.signIn(standard.email, standard.password);
  await expect(authPage.header.signOutButton).toBeVisible();
  await clock.runFor(2100);
  await expect(page).toHaveURL('/');

  await page.goto('/login?returnTo=%2Fprofile');
  await expect(page).toHaveURL('/profile');
  await page.goto('/login');
  await expect(page).toHaveURL('/');
});
