import type { Page } from '@playwright/test';
import {
  AUTH_COOKIE_NAME,
  GOOGLE_POPUP_HEIGHT,
  GOOGLE_POPUP_WIDTH,
  GOOGLE_POPUP_WINDOW_NAME,
  OAUTH_POPUP_CLOSE_DELAY_MAX_MS,
  OAUTH_POPUP_CLOSE_DELAY_MIN_MS,
  OAUTH_SESSION_WAIT_MS,
  SESSION_USER_LOCAL_STORAGE_KEY,
  SUPABASE_AUTH_STORAGE_KEY,
} from '@shop/core';
import { accountMessages } from '@shop/core/users';
import {
  googleSignInMessages,
  oauthCallbackMessages,
  SEEDED_GOOGLE_IDENTITIES,
} from '@shop/core/google-sign-in';
import { demoAccount, type User } from '@shop/core/users';
import { testIdParts, testIds } from '@shop/ui/test-ids';
import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures';
import { ShopApi } from '../support/shop-api';
import { GoogleChooserPage, openGooglePopup } from '../pages/GoogleChooserPage';
import { OAuthCallbackPage } from '../pages/OAuthCallbackPage';

const [standardIdentity, priya, lockedIdentity] = SEEDED_GOOGLE_IDENTITIES as [
  (typeof SEEDED_GOOGLE_IDENTITIES)[number],
  (typeof SEEDED_GOOGLE_IDENTITIES)[number],
  (typeof SEEDED_GOOGLE_IDENTITIES)[number],
];
const standard = demoAccount('standard');

/** The signed-in user as the page keeps it (§3), or null. */
async function storedUser(page: Page): Promise<User | null> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_USER_LOCAL_STORAGE_KEY);
  return stored === null ? null : (JSON.parse(stored) as User);
}

async function authCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === AUTH_COOKIE_NAME);
}

const errorToast = (page: Page) =>
  page.getByTestId(testIdParts.toast(testIds.toastRegion.toast('error')).message);

test.describe('Continue with Google in a popup', () => {
  test('Priya Nair signs in through the popup, which says so and closes; the opener is signed in on /', async ({
    authPage,
    page,
    clock,
  }) => {
    // Spy on window.open, calling through: the popup's name and 500×600 size are part of §4.
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      const calls: unknown[][] = [];
      Object.assign(window, { googleOpenCalls: calls });
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args);
        return open(...args);
      };
    });
    await authPage.open();
    const popup = await openGooglePopup(page, authPage.googleButton);
    await expect(authPage.googleButton).toBeDisabled();
    const [[, name, features]] = (await page.evaluate(
      () => (window as unknown as { googleOpenCalls: unknown[][] }).googleOpenCalls,
    )) as [[unknown, string, string]];
    expect(name).toBe(GOOGLE_POPUP_WINDOW_NAME);
    expect(features).toContain(`width=${GOOGLE_POPUP_WIDTH}`);
    expect(features).toContain(`height=${GOOGLE_POPUP_HEIGHT}`);

    const chooser = new GoogleChooserPage(popup);
    await expect(chooser.heading).toBeVisible();
    await expect(chooser.account(priya)).toContainText(priya.fullName);
    await expect(chooser.account(priya)).toContainText(priya.email);
    await chooser.choose(priya);

    const callback = new OAuthCallbackPage(popup);
    await expect(popup).toHaveURL(/\/oauth-callback/);
    await expect(callback.title).toHaveText(oauthCallbackMessages.loadingTitle);
    await expect(callback.message).toHaveText(oauthCallbackMessages.loadingText);
    // The paused clock holds the page in each state until the test moves it on.
    await clock.runFor(OAUTH_SESSION_WAIT_MS);
    await expect(callback.title).toHaveText(oauthCallbackMessages.successTitle);
    await expect(callback.next).toHaveText(oauthCallbackMessages.closingPopup);

    // The opener heard the result by message: signed in and home, while the popup says goodbye.
    await expect(page).toHaveURL('/');
    await expect(authPage.header.userName).toHaveText('Hi, Priya');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(accountMessages.signedIn);

    await clock.runFor(OAUTH_POPUP_CLOSE_DELAY_MIN_MS - 1);
    expect(popup.isClosed()).toBe(false);
    const closed = popup.waitForEvent('close');
    await clock.runFor(OAUTH_POPUP_CLOSE_DELAY_MAX_MS - OAUTH_POPUP_CLOSE_DELAY_MIN_MS + 1);
    await closed;

    expect(await storedUser(page)).toMatchObject({
      emailId: priya.email,
      firstName: 'Priya',
      lastName: 'Nair',
    });
    const cookie = await authCookie(page);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    // supabase-js's own session is dropped once the shop's token takes over.
    const supabaseKeys = () =>
      page.evaluate(
        (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
        SUPABASE_AUTH_STORAGE_KEY,
      );
    await expect.poll(supabaseKeys).toEqual([]);
  });

  test("the standard demo user's Google identity signs in to the standard password account", async ({
    authPage,
    page,
  }) => {
    await authPage.open();
    // In the browser's sandbox (page.request shares its cookies): both sign-ins open its twin.
    const passwordSession = await new ShopApi(page.request).signIn(standard);
    const popup = await openGooglePopup(page, authPage.googleButton);
    const closed = popup.waitForEvent('close');
    await new GoogleChooserPage(popup).choose(standardIdentity);
    await closed;

    await expect(page).toHaveURL('/');
    await expect(authPage.header.userName).toHaveText(`Hi, ${standard.firstName}`);
    const user = await storedUser(page);
    expect(user).toMatchObject({ userId: passwordSession.user.userId, emailId: standard.email });
  });

  test('Cancel on the chooser: the popup shows the OAuth error and closes; the opener shows it and stays signed out', async ({
    authPage,
    page,
    clock,
  }) => {
    const cancelled = 'The user cancelled Google sign-in.';
    await authPage.open();
    const popup = await openGooglePopup(page, authPage.googleButton);
    const chooser = new GoogleChooserPage(popup);
    await chooser.cancel.click();

    const callback = new OAuthCallbackPage(popup);
    await expect(callback.title).toHaveText(oauthCallbackMessages.loadingTitle);
    await clock.runFor(OAUTH_SESSION_WAIT_MS);
    await expect(callback.title).toHaveText(oauthCallbackMessages.errorTitle);
    await expect(callback.message).toHaveText(cancelled);
    await expect(callback.next).toHaveText(oauthCallbackMessages.closingPopup);
    await expect(errorToast(page)).toHaveText(cancelled);

    const closed = popup.waitForEvent('close');
    await clock.runFor(OAUTH_POPUP_CLOSE_DELAY_MAX_MS);
    await closed;
    await expect(page).toHaveURL('/login');
    await expect(authPage.header.signInLink).toBeVisible();
    await expect(authPage.googleButton).toBeEnabled();
    expect(await storedUser(page)).toBeNull();
    expect(await authCookie(page)).toBeUndefined();
  });

  test('the locked identity is refused with the server’s 423 text, in the popup and on the opener', async ({
    authPage,
    page,
    clock,
  }) => {
    await authPage.open();
    const popup = await openGooglePopup(page, authPage.googleButton);
    await new GoogleChooserPage(popup).choose(lockedIdentity);

    const callback = new OAuthCallbackPage(popup);
    await expect(callback.title).toHaveText(oauthCallbackMessages.loadingTitle);
    await clock.runFor(OAUTH_SESSION_WAIT_MS);
    await expect(callback.title).toHaveText(oauthCallbackMessages.errorTitle);
    await expect(callback.message).toHaveText(accountMessages.locked);
    await expect(errorToast(page)).toHaveText(accountMessages.locked);

    const closed = popup.waitForEvent('close');
    await clock.runFor(OAUTH_POPUP_CLOSE_DELAY_MAX_MS);
    await closed;
    await expect(authPage.header.signInLink).toBeVisible();
    expect(await storedUser(page)).toBeNull();
  });

  test('"Use another account" with a new name and e-mail makes that account and signs in as it', async ({
    authPage,
    page,
  }) => {
    const email = `ishaan.${randomUUID().slice(0, 8)}@example.in`;
    await authPage.open();
    const popup = await openGooglePopup(page, authPage.googleButton);
    const closed = popup.waitForEvent('close');
    await new GoogleChooserPage(popup).useAnotherAccount('Ishaan Kapoor', email);
    await closed;

    await expect(page).toHaveURL('/');
    await expect(authPage.header.userName).toHaveText('Hi, Ishaan');
    expect(await storedUser(page)).toMatchObject({ emailId: email, firstName: 'Ishaan', lastName: 'Kapoor' });
  });

  test('"Use another account" with the e-mail of a password account is refused, never linked', async ({
    authPage,
    page,
    shopper,
    clock,
  }) => {
    await authPage.open();
    const popup = await openGooglePopup(page, authPage.googleButton);
    await new GoogleChooserPage(popup).useAnotherAccount('Someone Else', shopper.account.email);
    const callback = new OAuthCallbackPage(popup);
    await expect(callback.title).toHaveText(oauthCallbackMessages.loadingTitle);
    await clock.runFor(OAUTH_SESSION_WAIT_MS);
    await expect(callback.title).toHaveText(oauthCallbackMessages.errorTitle);
    await expect(callback.message).toHaveText(googleSignInMessages.accountExists);
    const closed = popup.waitForEvent('close');
    await clock.runFor(OAUTH_POPUP_CLOSE_DELAY_MAX_MS);
    await closed;

    await expect(errorToast(page)).toHaveText(googleSignInMessages.accountExists);
    await expect(authPage.header.signInLink).toBeVisible();
    expect(await storedUser(page)).toBeNull();
  });

  test('signing out after a Google sign-in revokes the shop token', async ({ authPage, page, request }) => {
    await authPage.open();
    const popup = await openGooglePopup(page, authPage.googleButton);
    const closed = popup.waitForEvent('close');
    await new GoogleChooserPage(popup).choose(priya);
    await closed;
    await expect(authPage.header.signOutButton).toBeVisible();

    const user = (await storedUser(page))!;
    const token = (await authCookie(page))!.value;
    const own = () =>
      request.get(`/api/v1/users/${user.userId}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await own()).status()).toBe(200);

    await authPage.header.signOutButton.click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      accountMessages.signedOut,
    );
    await expect(page).toHaveURL('/login');
    const reply = await own();
    expect(reply.status()).toBe(401);
    expect(await reply.json()).toEqual({ error: 'Authentication required' });
  });

  test('a popup closed by hand ends the attempt quietly', async ({ authPage, page }) => {
    await authPage.open();
    const popup = await openGooglePopup(page, authPage.googleButton);
    await expect(new GoogleChooserPage(popup).heading).toBeVisible();
    await expect(authPage.googleButton).toBeDisabled();
    await popup.close();

    await expect(authPage.googleButton).toBeEnabled();
    await expect(page.getByTestId(testIds.toastRegion.toast('error'))).toHaveCount(0);
    await expect(page).toHaveURL('/login');
    expect(await storedUser(page)).toBeNull();
  });

  test('by keyboard: Tab to Continue with Google, Enter, then pick an account on the chooser with the keyboard', async ({
    authPage,
    page,
  }) => {
    await authPage.open();
    await authPage.signInButton.focus();
    await page.keyboard.press('Tab');
    await expect(authPage.googleButton).toBeFocused();
    const opened = page.context().waitForEvent('page');
    await page.keyboard.press('Enter');
    const popup = await opened;

    const chooser = new GoogleChooserPage(popup);
    await expect(chooser.heading).toBeVisible();
    const target = chooser.account(priya);
    for (let presses = 0; presses < 10; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) break;
      await popup.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    const closed = popup.waitForEvent('close');
    await popup.keyboard.press('Enter');
    await closed;

    await expect(page).toHaveURL('/');
    await expect(authPage.header.userName).toHaveText('Hi, Priya');
  });
});
