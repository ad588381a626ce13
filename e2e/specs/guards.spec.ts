import { demoAccount } from '@shop/core/users';
import { expect, test } from '../fixtures';
import { localQuantities, quantities } from '../support/cart';

const standard = demoAccount('standard');

test('Profile while signed out asks to sign in first, and signing in returns to Profile', async ({
  homePage,
  profileGuard,
  authPage,
  profilePage,
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
  // The profile's reads report on a zero-delay timer: from here on, time flows.
  await clock.resume();
  await expect(profilePage.name).toHaveText(`${standard.firstName} ${standard.lastName}`);
  await expect(page).toHaveTitle('Profile · ShopLane');
});

test('the Sign In Required modal completes the pending action after signing in', async ({
  homePage,
  signInRequired,
  shopper,
  shopApi,
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
  // An account of its own: the waiting add goes to the account's cart (§4), which nobody else touches.
  await signInRequired.signIn(shopper.account.email, shopper.account.password);

  await expect(signInRequired.dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Added to cart');
  await expect.poll(async () => quantities(await shopApi.cart(shopper.token))).toEqual({ 1001: 1 });
  expect(await localQuantities(page)).toEqual({});
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
