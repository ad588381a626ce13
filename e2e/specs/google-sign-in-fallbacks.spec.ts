import type { Page } from '@playwright/test';
import {
  AUTH_COOKIE_NAME,
  GOOGLE_SIGN_IN_TIMEOUT_MS,
  OAUTH_REDIRECT_ERROR_MS,
  OAUTH_REDIRECT_SUCCESS_MS,
  OAUTH_SESSION_WAIT_MS,
  SESSION_USER_LOCAL_STORAGE_KEY,
} from '@shop/core';
import {
  googleSignInMessages,
  oauthCallbackMessages,
  SEEDED_GOOGLE_IDENTITIES,
} from '@shop/core/google-sign-in';
import { testIdParts, testIds } from '@shop/ui/test-ids';
import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures';
import { GoogleChooserPage, openGooglePopup } from '../pages/GoogleChooserPage';
import { OAuthCallbackPage } from '../pages/OAuthCallbackPage';
import { firstInStock, quantities } from '../support/cart';

const priya = SEEDED_GOOGLE_IDENTITIES.find((identity) => identity.fullName === 'Priya Nair')!;

const storedUser = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), SESSION_USER_LOCAL_STORAGE_KEY);

const errorToast = (page: Page) =>
  page.getByTestId(testIdParts.toast(testIds.toastRegion.toast('error')).message);

/** A browser that blocks popups: `window.open` answers null, as Chrome's blocker does. */
async function blockPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = () => null;
  });
}

test.describe('a blocked popup falls back to a full-page redirect', () => {
  test('the tab goes to the chooser, then /oauth-callback, then home, signed in', async ({
    authPage,
    page,
    clock,
  }) => {
    await blockPopups(page);
    await authPage.open();
    await authPage.googleButton.click();

    const chooser = new GoogleChooserPage(page);
    await expect(chooser.heading).toBeVisible();
    await chooser.choose(priya);

    const callback = new OAuthCallbackPage(page);
    await expect(page).toHaveURL(/\/oauth-callback/);
    await expect(callback.title).toHaveText(oauthCallbackMessages.loadingTitle);
    await clock.runFor(OAUTH_SESSION_WAIT_MS);
    await expect(callback.title).toHaveText(oauthCallbackMessages.successTitle);
    await expect(callback.next).toHaveText(oauthCallbackMessages.redirectingHome);
    // The one-time code leaves the address as soon as it is read.
    expect(new URL(page.url()).search).toBe('');

    await clock.runFor(OAUTH_REDIRECT_SUCCESS_MS);
    await expect(page).toHaveURL('/');
    await expect(authPage.header.userName).toHaveText('Hi, Priya');
    expect(JSON.parse((await storedUser(page))!)).toMatchObject({ emailId: priya.email });
  });

  test("the sign-in page's returnTo survives the redirect", async ({ authPage, page }) => {
    await blockPopups(page);
    await page.goto('/login?returnTo=/cart');
    await authPage.googleButton.click();
    await new GoogleChooserPage(page).choose(priya);

    await expect(page).toHaveURL('/cart');
    await expect(authPage.header.userName).toHaveText('Hi, Priya');
  });

  test('a waiting Add to Cart survives the redirect and lands in the new account’s cart once', async ({
    listingPage,
    signInRequired,
    authPage,
    shopApi,
    page,
  }) => {
    await blockPopups(page);
    await listingPage.open({ categoryId: '1', category: 'mobiles-tablets' });
    const productId = firstInStock(await listingPage.productIds());
    await listingPage.addToCart(productId).click();
    await expect(signInRequired.dialog).toBeVisible();

    // The intent waits in sessionStorage while the tab goes to the sign-in page and then Google.
    await authPage.open();
    await authPage.googleButton.click();
    const email = `tara.${randomUUID().slice(0, 8)}@example.in`;
    await new GoogleChooserPage(page).useAnotherAccount('Tara Menon', email);

    await expect(authPage.header.userName).toHaveText('Hi, Tara');
    await expect(authPage.header.cartCount).toHaveText('1');
    const token = (await page.context().cookies()).find((cookie) => cookie.name === AUTH_COOKIE_NAME)!.value;
    await expect.poll(async () => quantities(await shopApi.cart(token))).toEqual({ [productId]: 1 });
  });
});

test('after 5 minutes without a result the attempt times out: popup closed, toast, button usable again', async ({
  authPage,
  page,
  clock,
}) => {
  await authPage.open();
  const popup = await openGooglePopup(page, authPage.googleButton);
  // The shopper never picks an account: the popup waits on the chooser.
  await expect(new GoogleChooserPage(popup).heading).toBeVisible();
  await expect(authPage.googleButton).toBeDisabled();

  await clock.runFor(GOOGLE_SIGN_IN_TIMEOUT_MS - 1);
  expect(popup.isClosed()).toBe(false);
  await expect(errorToast(page)).toHaveCount(0);

  const closed = popup.waitForEvent('close');
  await clock.runFor(1);
  await closed;
  await expect(errorToast(page)).toHaveText(googleSignInMessages.timedOut);
  await expect(authPage.googleButton).toBeEnabled();
  await expect(authPage.header.signInLink).toBeVisible();
  expect(await storedUser(page)).toBeNull();

  // Usable again: a second attempt opens a new popup.
  const again = await openGooglePopup(page, authPage.googleButton);
  await expect(new GoogleChooserPage(again).heading).toBeVisible();
});

test.describe('/oauth-callback opened without a Google sign-in', () => {
  test("no code, no error, no session: 'Authentication failed', then /auth after 2 s", async ({
    page,
    clock,
  }) => {
    const callback = new OAuthCallbackPage(page);
    await callback.open();
    await expect(callback.title).toHaveText(oauthCallbackMessages.loadingTitle);
    await expect(callback.message).toHaveText(oauthCallbackMessages.loadingText);

    await clock.runFor(OAUTH_SESSION_WAIT_MS);
    await expect(callback.title).toHaveText(oauthCallbackMessages.errorTitle);
    await expect(callback.message).toHaveText(googleSignInMessages.authFailed);
    await expect(callback.next).toHaveText(oauthCallbackMessages.redirectingToSignIn);

    await clock.runFor(OAUTH_REDIRECT_ERROR_MS - 1);
    await expect(page).toHaveURL(/\/oauth-callback$/);
    await clock.runFor(1);
    await expect(page).toHaveURL('/auth');
    expect(await storedUser(page)).toBeNull();
  });

  test("an OAuth error without a description reads 'Google authentication failed'", async ({
    page,
    clock,
  }) => {
    const callback = new OAuthCallbackPage(page);
    await callback.open('?error=access_denied');
    await expect(callback.title).toHaveText(oauthCallbackMessages.loadingTitle);
    await clock.runFor(OAUTH_SESSION_WAIT_MS);
    await expect(callback.title).toHaveText(oauthCallbackMessages.errorTitle);
    await expect(callback.message).toHaveText(googleSignInMessages.googleAuthFailed);
    await clock.runFor(OAUTH_REDIRECT_ERROR_MS);
    await expect(page).toHaveURL('/auth');
  });
});
