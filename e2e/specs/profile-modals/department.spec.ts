import { departmentMessages, GENDERS } from '@shop/core/profile';
import { expect, test } from '../../fixtures';
import {
  answerApi,
  clearsWithToast,
  EMPTY,
  expectToastForItsTime,
  FILLED,
  fillProfile,
  gender,
  signedInWithRunningClock,
} from '../../support/profile';

test.beforeEach(signedInWithRunningClock);

test.describe('preferred department', () => {
  test('the server’s options; save says so for 4 s, a reload keeps it, Clear deactivates it', async ({
    profilePage,
    shopper,
    shopApi,
    page,
  }) => {
    const mens = gender("Men's");
    await profilePage.open();
    const row = profilePage.row('department');
    const modal = profilePage.department;
    await expect(row.value).toHaveText(EMPTY);
    await row.edit.click();
    for (const option of GENDERS) await expect(modal.option(option.id)).toHaveAccessibleName(option.gender);
    await expect(modal.optionsError).toHaveCount(0);
    await expect(modal.save).toBeDisabled();
    await modal.option(mens.id).click();

    await expectToastForItsTime(page, profilePage.successToast(departmentMessages.saved), () =>
      modal.save.click(),
    );
    await expect(modal.dialog).toHaveCount(0);
    await expect(row.value).toHaveText(mens.gender);
    await expect(row.edit).toHaveText('Update');
    const saved = await shopApi.profile(shopper.token, shopper.session.user.userId);
    expect(saved.department).toMatchObject({ genderId: mens.id, isActive: true });

    await page.reload();
    await expect(row.value).toHaveText(mens.gender);
    await row.edit.click();
    await expect(modal.option(mens.id)).toBeChecked();
    await expect(modal.save).toBeDisabled();
    await modal.cancel.click();

    // Clearing is a deactivation (PUT, no body).
    const deactivated = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' &&
        request.url().endsWith(`/preferred-department/${shopper.session.user.userId}`),
    );
    await clearsWithToast(page, profilePage, row, departmentMessages.removed);
    expect((await deactivated).postData() ?? '').toBe('');
    expect((await shopApi.profile(shopper.token, shopper.session.user.userId)).department).toBeNull();
  });

  test('gender options that cannot be loaded fall back to Women’s, Men’s, Unisex, which still save', async ({
    profilePage,
    shopper,
    shopApi,
    page,
  }) => {
    await answerApi(page, 'GET', '/gender', 500);
    await profilePage.open();
    const modal = profilePage.department;
    await profilePage.row('department').edit.click();
    await expect(modal.optionsError).toHaveText(departmentMessages.loadOptionsFailed);
    for (const option of GENDERS) await expect(modal.option(option.id)).toHaveAccessibleName(option.gender);

    await modal.option(gender('Unisex').id).click();
    await modal.save.click();
    await expect(profilePage.successToast(departmentMessages.saved)).toBeVisible();
    await expect(profilePage.row('department').value).toHaveText('Unisex');
    expect((await shopApi.profile(shopper.token, shopper.session.user.userId)).department?.gender).toBe(
      'Unisex',
    );
  });

  test('a failed save shows its §8 text; a failed clear its error toast', async ({
    profilePage,
    shopper,
    shopApi,
    page,
  }) => {
    await fillProfile(shopApi, shopper);
    await profilePage.open();
    const row = profilePage.row('department');
    await expect(row.value).toHaveText(FILLED.department.gender);
    await row.edit.click();
    await profilePage.department.option(gender('Unisex').id).click();
    await answerApi(page, 'POST', '/preferred-department', 500);
    await profilePage.department.save.click();
    await expect(profilePage.department.error).toHaveText(departmentMessages.setFailed);
    await profilePage.department.cancel.click();

    await answerApi(page, 'PUT', `/preferred-department/${shopper.session.user.userId}`, 500);
    await profilePage.clearRow('department');
    await expect(profilePage.errorToast(departmentMessages.clearFailed)).toBeVisible();
    await expect(row.value).toHaveText(FILLED.department.gender);
  });
});
