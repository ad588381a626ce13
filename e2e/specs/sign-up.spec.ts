import { expect, test } from '../fixtures';

/** Spec §3: where the signed-in user is kept. */
const SESSION_KEY = 'demo.auth.user';

test('sign up signs the new user in, says so, and reloads to /', async ({
  authPage,
  newAccount,
  page,
  clock,
}) => {
  await authPage.open('/auth');
  await authPage.signUpAs(newAccount);

  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Account created successfully',
  );
  await clock.runFor(2100);
  await expect(page).toHaveURL('/');
  await expect(authPage.header.userName).toHaveText('Hi, Meera');
  const session = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  expect(JSON.parse(session!)).toMatchObject({
    emailId: newAccount.email,
    firstName: 'Meera',
    lastName: 'Nair',
  });
});

test('a second account with the same e-mail, in any letter case, is refused', async ({
  authPage,
  newAccount,
  shopApi,
}) => {
  await shopApi.createAccount(newAccount);
  await authPage.open('/auth');
  await authPage.signUpAs({ ...newAccount, email: newAccount.email.toUpperCase() });
  // The server names the e-mail field: the message stands under it and describes it.
  await expect(authPage.signUp.email).toHaveAccessibleDescription(
    'An account with this email already exists.',
  );
});

test('every §5 message of the Sign Up tab', async ({ authPage, newAccount }) => {
  await authPage.open('/auth');
  await authPage.signUpTab.click();
  await authPage.signUp.submit.click();
  await expect(authPage.signUpMessage('Fill all fields')).toBeVisible();
  for (const field of Object.values(authPage.signUp).slice(0, 6)) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }

  const cases: [Partial<typeof newAccount> & { confirm?: string; terms?: boolean }, string][] = [
    [{ firstName: 'Meera1' }, 'Enter a valid first name (letters only)'],
    [{ lastName: 'N@ir' }, 'Enter a valid last name (letters only)'],
    [{ email: '' }, 'Enter email id'],
    [{ password: '', confirm: '' }, 'Enter password'],
    [{ confirm: '' }, 'Enter confirm password'],
    [{ password: 'Password@123', confirm: 'Password@123' }, 'Password too weak'],
    [{ confirm: 'Lotus#Pond8' }, 'Passwords do not match'],
    [{ terms: false }, 'Accept terms to continue'],
  ];
  // Each case fills every field again (and sets the terms box) in the same form: a page load per
  // case cost a quarter of the journey and proved nothing more.
  for (const [change, message] of cases) {
    const account = { ...newAccount, ...change };
    await authPage.signUpAs(account, {
      acceptTerms: change.terms ?? true,
      confirmPassword: change.confirm ?? account.password,
    });
    await expect(authPage.signUpMessage(message).first()).toBeVisible();
  }
});
