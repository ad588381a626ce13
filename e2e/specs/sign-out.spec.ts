import { demoAccount } from '@shop/core/users';
import { expect, test } from '../fixtures';

const standard = demoAccount('standard');

test('sign out goes to /login, clears the stored credentials and says so for 5 s', async ({
  authPage,
  page,
  clock,
}) => {
  await authPage.open();
  await authPage.signIn(standard.email, standard.password);
  await expect(authPage.header.signOutButton).toBeVisible();
  await page.evaluate(() => {
    for (const key of ['jwt', 'accessToken', 'refreshToken']) {
      localStorage.setItem(key, 'x');
      sessionStorage.setItem(key, 'x');
    }
  });
  await page.goto('/');

  await authPage.header.signOutButton.click();
  await expect(page).toHaveURL('/login');
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices).toContainText('Signed out successfully');
  await expect(authPage.header.signInLink).toBeVisible();

  const leftovers = await page.evaluate(() =>
    ['demo.auth.user', 'jwt', 'accessToken', 'refreshToken'].flatMap((key) =>
      [localStorage.getItem(key), sessionStorage.getItem(key)].filter((value) => value !== null),
    ),
  );
  expect(leftovers).toEqual([]);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('auth_token');

  await clock.runFor(4900);
  await expect(notices).toContainText('Signed out successfully');
  await clock.runFor(100);
  await expect(notices).not.toContainText('Signed out successfully');

  // Replacing history: Back does not return to the signed-in page.
  await page.goBack();
  await expect(page).not.toHaveURL('/');
});

test('the token is revoked on the server at sign-out', async ({ authPage, page, request }) => {
  await authPage.open();
  await authPage.signIn(standard.email, standard.password);
  await expect(authPage.header.signOutButton).toBeVisible();
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')!.value;

  await authPage.header.signOutButton.click();
  // The page may still be /login from signing in: the notice is what says the sign-out is done.
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Signed out successfully');
  await expect(page).toHaveURL('/login');
  const reply = await request.get('/api/v1/users/1', { headers: { Authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(401);
  expect(await reply.json()).toEqual({ error: 'Authentication required' });
});
