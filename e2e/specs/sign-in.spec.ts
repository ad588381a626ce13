import { REMEMBER_ME_LOCAL_STORAGE_KEY } from '@shop/core';
import { demoAccount } from '@shop/core/users';
import { expect, test } from '../fixtures';

const standard = demoAccount('standard');
/** Spec §3: where the signed-in user is kept. */
const SESSION_KEY = 'demo.auth.user';

test.describe('sign in with the demo accounts', () => {
  test(
    'the standard account signs in and lands on / after about 2.1 s',
    { tag: '@embedded' },
    async ({ authPage, page, clock }) => {
      await authPage.open();
      await authPage.fillDemoAccount('Standard user');
      await authPage.signInButton.click();

      await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
        'Signed in successfully',
      );
      await expect(authPage.header.signOutButton).toBeVisible();
      await clock.runFor(2000);
      await expect(page).toHaveURL('/login');
      await clock.runFor(100);
      await expect(page).toHaveURL('/');

      const session = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
      expect(JSON.parse(session!)).toMatchObject({ emailId: standard.email, firstName: 'Asha' });
      const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'auth_token');
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    },
  );

  // The browser drops the tab, so /\t/evil.example/ would read as //evil.example: another site.
  test('a returnTo hiding another site behind a tab goes home after sign-in, without an error', async ({
    authPage,
    page,
    clock,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login?returnTo=/%09/evil.example/');
    await authPage.fillDemoAccount('Standard user');
    await authPage.signInButton.click();

    await expect(authPage.header.signOutButton).toBeVisible();
    await clock.runFor(2100);
    await expect(page).toHaveURL('/');
    expect(errors).toEqual([]);
  });

  test('the locked account is refused with its message', async ({ authPage, page }) => {
    await authPage.open();
    await authPage.fillDemoAccount('Locked user');
    await authPage.signInButton.click();
    await expect(authPage.signInError).toHaveText('Your account has been locked. Please contact support.');
    await expect(authPage.header.signInLink).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  test('the problem account signs in normally', async ({ authPage }) => {
    await authPage.open();
    await authPage.fillDemoAccount('Problem user');
    await authPage.signInButton.click();
    await expect(authPage.header.userName).toHaveText('Hi, Kavya');
  });
});

// A fresh account of its own: wrong passwords count per address, and a shared demo account must
// never reach the limit for parallel runs.
test('a wrong password gets the server’s text, which clears after 5 s', async ({
  authPage,
  newAccount,
  shopApi,
  clock,
}) => {
  await shopApi.createAccount(newAccount);
  await authPage.open();
  await authPage.signIn(newAccount.email, 'Wrong#Pass1');
  await expect(authPage.signInError).toHaveText('Invalid email or password');
  await clock.runFor(5000);
  await expect(authPage.signInError).toHaveCount(0);
});

test('remember-me keeps the e-mail only, never the password', async ({ authPage, page }) => {
  await authPage.open();
  await authPage.signIn(standard.email, standard.password);
  await expect(authPage.header.signOutButton).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), REMEMBER_ME_LOCAL_STORAGE_KEY)).toBeNull();

  // Signed out only once the server has answered: until then the header still offers Sign Out.
  await authPage.header.signOutButton.click();
  await expect(authPage.header.signInLink).toBeVisible();
  await authPage.email.fill(standard.email);
  await authPage.password.fill(standard.password);
  await authPage.rememberMe.check();
  await authPage.signInButton.click();
  await expect(authPage.header.signOutButton).toBeVisible();

  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), REMEMBER_ME_LOCAL_STORAGE_KEY))
    .toBe(standard.email);
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(storage).not.toContain(standard.password);

  await authPage.header.signOutButton.click();
  await expect(authPage.email).toHaveValue(standard.email);
  await expect(authPage.password).toHaveValue('');
  await expect(authPage.rememberMe).toBeChecked();
});

// An address of its own: should a check ever slip to the server, it counts against nobody else.
test('every §5 message of the Sign In tab', async ({ authPage, newAccount }) => {
  await authPage.open();
  await authPage.signInButton.click();
  await expect(authPage.signInError).toHaveText('Enter email id and password');
  await authPage.signIn('', 'Secret#1');
  await expect(authPage.signInError).toHaveText('Enter email id');
  await authPage.password.fill('');
  await authPage.signIn(newAccount.email, '');
  await expect(authPage.signInError).toHaveText('Enter password');
});
