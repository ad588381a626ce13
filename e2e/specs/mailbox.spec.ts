import { expect, test } from '../fixtures';

test.describe('the demo mailbox page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits a 390 px phone with a long address, shows IST times and a way back to the shop', async ({
    page,
    newAccount,
  }) => {
    // Made in this browser's sandbox (page.request shares its cookies): its mail is this browser's.
    await page.goto('/health');
    const email = `a.rather.long.address.${newAccount.email}`;
    expect(
      (
        await page.request.post('/api/v1/users/createUser', {
          data: {
            firstName: newAccount.firstName,
            lastName: newAccount.lastName,
            emailId: email,
            password: newAccount.password,
          },
        })
      ).status(),
    ).toBe(201);
    expect((await page.request.post('/api/v1/users/forgot-password', { data: { email } })).status()).toBe(
      200,
    );

    // The mail is written a moment after the reply, maybe by another server: open the page until it shows.
    await expect(async () => {
      await page.goto(`/mailbox?email=${encodeURIComponent(email)}`);
      await expect(page.getByTestId('mailbox-otp')).toHaveText(/^\d{6}$/, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByTestId('mailbox-message-time').first()).toHaveText(/ IST$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByTestId('mailbox-home').click();
    await expect(page).toHaveURL('/');
  });
});
