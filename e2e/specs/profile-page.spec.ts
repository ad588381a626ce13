import {
  ageGroupMessages,
  departmentMessages,
  fitAttributeMessages,
  fitRecordSummary,
  lastUpdatedText,
  physicalStatsMessages,
  physicalStatsSummary,
  profileMessages,
  profilePageTexts,
  profileRowTexts,
  shoeSizeMessages,
} from '@shop/core/profile';
import { expect, test } from '../fixtures';
import type { ProfileRowName } from '../pages/ProfilePage';
import { seedBrowser } from '../support/cart';
import { answerApi, fillProfile, FILLED, own, scrollsSideways, stopAnswering } from '../support/profile';

const ROWS: readonly ProfileRowName[] = ['department', 'height-weight', 'age-group', 'fit', 'shoes'];

test.describe('profile while signed out', () => {
  test('/profile asks to sign in first; Sign In leads to /login and back to the profile', async ({
    profilePage,
    profileGuard,
    authPage,
    shopper,
    page,
    clock,
  }) => {
    await profilePage.open();
    await expect(profileGuard.dialog).toContainText(profileMessages.signInRequiredText);
    await expect(profilePage.screen).toHaveCount(0);
    await profileGuard.signInButton.click();
    await expect(page).toHaveURL('/login?returnTo=%2Fprofile');

    await authPage.signIn(shopper.account.email, shopper.account.password);
    await expect(authPage.header.signOutButton).toBeVisible();
    await clock.runFor(2100);
    await expect(page).toHaveURL('/profile');
    // The rows' reads report on a zero-delay timer: from here on, time flows.
    await clock.resume();
    await expect(profilePage.name).toHaveText(`${shopper.account.firstName} ${shopper.account.lastName}`);
  });

  test('Cancel in the sign-in question goes home', async ({ profilePage, profileGuard, page }) => {
    await profilePage.open();
    await profileGuard.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(profileGuard.dialog).toHaveCount(0);
  });
});

test.describe('profile page', () => {
  test('a new account: name and e-mail, the sections of §2, every row "--" with Add and Clear disabled', async ({
    profilePage,
    shopper,
    page,
  }) => {
    await seedBrowser(page, { session: shopper.session });
    await profilePage.open();

    await expect(profilePage.avatar).toBeVisible();
    await expect(profilePage.name).toHaveText(`${shopper.account.firstName} ${shopper.account.lastName}`);
    await expect(profilePage.email).toHaveText(shopper.account.email);
    await expect(profilePage.tab).toContainText(profilePageTexts.tab);
    await expect(profilePage.tabSubtitle).toHaveText(profilePageTexts.tabSubtitle);
    await expect(profilePage.aboutYou).toContainText(profilePageTexts.aboutYou);
    await expect(profilePage.departmentPreferences).toContainText(profilePageTexts.departmentPreferences);
    await expect(profilePage.departmentIntro).toHaveText(profileMessages.departmentIntro);

    // Nothing saved: the reads answer 404 (fit, age group, shoes, department) or `stats: null`.
    for (const name of ROWS) {
      const row = profilePage.row(name);
      await expect(row.title).toHaveText(profileRowTexts[name].title);
      await expect(row.value).toHaveText(profileMessages.emptyValue);
      await expect(row.edit).toHaveText('Add');
      await expect(row.clear).toBeDisabled();
      await expect(row.error).toHaveCount(0);
    }
    await expect(profilePage.errorToasts).toHaveCount(0);
  });

  test('a saved profile: every row shows its value with Update, the fit and shoe rows their date', async ({
    profilePage,
    shopper,
    shopApi,
    page,
  }) => {
    await fillProfile(shopApi, shopper);
    const saved = await shopApi.profile(shopper.token, shopper.session.user.userId);
    await seedBrowser(page, { session: shopper.session });
    await profilePage.open();

    const rows = profilePage.rows;
    await expect(rows.department.value).toHaveText(FILLED.department.gender);
    await expect(rows['height-weight'].value).toHaveText(physicalStatsSummary(saved.stats)!);
    await expect(rows['age-group'].value).toHaveText(FILLED.ageGroup.ageRange);
    await expect(rows.fit.value).toHaveText(fitRecordSummary(saved.fit)!);
    await expect(rows.fit.updated).toHaveText(lastUpdatedText(saved.fit!.updated_at)!);
    await expect(rows.shoes.value).toContainText(String(FILLED.shoe.size));
    await expect(rows.shoes.value).toContainText(FILLED.shoe.width);
    await expect(rows.shoes.updated).toHaveText(lastUpdatedText(saved.shoe!.updated_at)!);
    for (const name of ROWS) {
      await expect(rows[name].edit).toHaveText('Update');
      await expect(rows[name].clear).toBeEnabled();
    }

    // The expand toggle shows what the row is for.
    const fit = rows.fit;
    await expect(fit.toggle).toHaveAttribute('aria-expanded', 'false');
    await fit.toggle.click();
    await expect(fit.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(fit.details).toContainText(profileRowTexts.fit.description);
  });

  const failedReads: ReadonlyArray<{ row: ProfileRowName; path: (userId: number) => string; text: string }> =
    [
      {
        row: 'department',
        path: (id) => `/preferred-department/${id}`,
        text: departmentMessages.fetchFailed,
      },
      { row: 'height-weight', path: () => '/users/physical-stats', text: physicalStatsMessages.fetchFailed },
      { row: 'age-group', path: (id) => `/age-group/${id}`, text: ageGroupMessages.fetchUserFailed },
      { row: 'fit', path: (id) => `/fit-attributes/${id}`, text: fitAttributeMessages.fetchUserFailed },
      { row: 'shoes', path: (id) => `/shoe-size/${id}`, text: shoeSizeMessages.fetchUserFailed },
    ];
  for (const { row: name, path, text } of failedReads) {
    test(`a failed read of ${name} shows '${text}' in its row; Retry reads again`, async ({
      profilePage,
      shopper,
      shopApi,
      page,
    }) => {
      await fillProfile(shopApi, shopper);
      await seedBrowser(page, { session: shopper.session });
      await answerApi(page, 'GET', path(shopper.session.user.userId), 500);
      await profilePage.open();

      const row = profilePage.row(name);
      await expect(row.error).toContainText(text);
      await expect(row.retry).toBeVisible();
      // The other rows read on their own.
      const other = profilePage.row(name === 'age-group' ? 'fit' : 'age-group');
      await expect(other.edit).toHaveText('Update');

      await stopAnswering(page);
      await row.retry.click();
      await expect(row.error).toHaveCount(0);
      await expect(row.edit).toHaveText('Update');
      await expect(row.value).not.toHaveText(profileMessages.emptyValue);
    });
  }

  test('the header falls back to the session’s name when the user cannot be read', async ({
    profilePage,
    shopper,
    page,
  }) => {
    await seedBrowser(page, { session: shopper.session });
    await answerApi(page, 'GET', own('/users', shopper), 500);
    await profilePage.open();
    await expect(profilePage.userError).toContainText(profileMessages.fetchUserFailed);
    await expect(profilePage.name).toHaveText(`${shopper.account.firstName} ${shopper.account.lastName}`);
  });

  test('interests: a tag toggles, Save says "Interests saved" and a reload keeps the choice', async ({
    profilePage,
    shopper,
    page,
  }) => {
    await seedBrowser(page, { session: shopper.session });
    await profilePage.open();
    const baking = profilePage.interest('baking');
    const skinCare = profilePage.interest('skin-care');
    await expect(profilePage.interests.locator('[aria-pressed="false"]')).toHaveCount(10);
    await expect(profilePage.interestsSave).toBeDisabled();

    await baking.click();
    await skinCare.click();
    await skinCare.click();
    await expect(baking).toHaveAttribute('aria-pressed', 'true');
    await expect(skinCare).toHaveAttribute('aria-pressed', 'false');
    await profilePage.interestsSave.click();
    await expect(profilePage.successToast(profileMessages.interestsSaved)).toBeVisible();

    await page.reload();
    await expect(baking).toHaveAttribute('aria-pressed', 'true');
    await expect(profilePage.interests.locator('[aria-pressed="true"]')).toHaveCount(1);
    await expect(profilePage.interestsSave).toBeDisabled();
  });

  test('at 390 px the page and a modal fit the screen (no sideways scroll)', async ({
    profilePage,
    shopper,
    shopApi,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await fillProfile(shopApi, shopper);
    await seedBrowser(page, { session: shopper.session });
    await profilePage.open();
    await expect(profilePage.row('fit').edit).toHaveText('Update');
    expect(await scrollsSideways(page)).toBe(false);

    for (const name of ['fit', 'height-weight'] as const) {
      await profilePage.row(name).edit.click();
      const dialog = name === 'fit' ? profilePage.fit.dialog : profilePage.heightWeight.dialog;
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await scrollsSideways(page)).toBe(false);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });
});
