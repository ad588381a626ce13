import { testIds } from '@shop/ui/test-ids';
import { expect, test } from '../fixtures';

test(
  'forgot password end to end, with the code from the mailbox',
  { tag: '@embedded' },
  async ({ authPage, newAccount, shopApi, clock, page }) => {
    await shopApi.createAccount(newAccount);
    const wizard = authPage.forgotPassword;
    await authPage.open();
    // Demo mode: the sign-in page and the OTP step point to the demo mailbox.
    await expect(page.getByTestId(testIds.demoAccounts.mailboxLink)).toHaveAttribute('href', '/mailbox');
    await authPage.forgotPasswordLink.click();

    await expect(wizard.step('Forgot Password')).toBeVisible();
    await wizard.email.fill(newAccount.email);
    await wizard.sendOtp.click();
    await expect(wizard.step('Enter OTP')).toBeVisible();
    await expect(page.getByTestId(testIds.forgotPassword.mailboxLink)).toHaveAttribute('target', '_blank');
    await expect(wizard.resendCountdown).toHaveText('Resend OTP in 30s');
    await expect(wizard.resendOtp).toHaveCount(0);
    await clock.runFor(30_000);
    await expect(wizard.resendOtp).toBeVisible();

    const code = await shopApi.latestOtp(newAccount.email);
    await wizard.otp.fill(`${code.slice(0, 3)}-${code.slice(3)}x`);
    await expect(wizard.otp).toHaveValue(code);
    await wizard.verifyOtp.click();

    await expect(wizard.step('Create New Password')).toBeVisible();
    await wizard.newPassword.fill('Fresh#Start9');
    await wizard.confirmPassword.fill('Fresh#Start9');
    await wizard.resetPassword.click();
    const done = wizard.step('Password Reset Complete');
    await expect(done).toBeVisible();
    await expect(wizard.close).toHaveCount(1);
    await wizard.close.click();

    await authPage.signIn(newAccount.email, newAccount.password);
    await expect(authPage.signInError).toHaveText('Invalid email or password');
    await authPage.signIn(newAccount.email, 'Fresh#Start9');
    await expect(authPage.header.signOutButton).toBeVisible();
  },
);

test('a wrong code is refused and the wizard stays on its step', async ({
  authPage,
  newAccount,
  shopApi,
}) => {
  await shopApi.createAccount(newAccount);
  await authPage.open();
  await authPage.forgotPasswordLink.click();
  await authPage.forgotPassword.email.fill(newAccount.email);
  await authPage.forgotPassword.sendOtp.click();
  // The mail exists once the server has answered, which the wizard shows by moving on.
  await expect(authPage.forgotPassword.step('Enter OTP')).toBeVisible();
  const code = await shopApi.latestOtp(newAccount.email);
  const wrong = code === '000000' ? '111111' : '000000';
  await authPage.forgotPassword.otp.fill(wrong);
  await authPage.forgotPassword.verifyOtp.click();
  await expect(authPage.forgotPassword.error).toHaveText('Invalid OTP');
  await expect(authPage.forgotPassword.step('Enter OTP')).toBeVisible();
});
