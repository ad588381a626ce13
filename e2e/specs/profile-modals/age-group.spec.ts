import { ageGroupMessages } from '@shop/core/profile';
import { testIdParts, testIds } from '@shop/ui/test-ids';
import { expect, test } from '../../fixtures';
import {
  ageGroup,
  answerApi,
  clearsWithToast,
  EMPTY,
  expectToastForItsTime,
  FILLED,
  fillProfile,
  signedInWithRunningClock,
  stopAnswering,
} from '../../support/profile';

test.beforeEach(signedInWithRunningClock);

test.describe('age group', () => {
  test('Save waits for a choice; save says so for 4 s, a reload keeps it, Clear asks and empties it', async ({
    profilePage,
    shopper,
    shopApi,
    page,
  }) => {
    const group = ageGroup('30-34');
    await profilePage.open();
    const row = profilePage.row('age-group');
    const modal = profilePage.ageGroup;
    await expect(row.value).toHaveText(EMPTY);
    await row.edit.click();
    await expect(modal.option(1)).toBeVisible();
    await expect(modal.dialog.getByRole('radio')).toHaveCount(11);
    await expect(modal.save).toBeDisabled();
    await modal.option(group.id).click();
    await expect(modal.save).toBeEnabled();

    await expectToastForItsTime(page, profilePage.successToast(ageGroupMessages.saved), () =>
      modal.save.click(),
    );
    await expect(modal.dialog).toHaveCount(0);
    await expect(row.value).toHaveText(group.ageRange);
    await expect(row.edit).toHaveText('Update');
    const saved = await shopApi.profile(shopper.token, shopper.session.user.userId);
    expect(saved.ageGroup?.ageGroupId).toBe(group.id);

    await page.reload();
    await expect(row.value).toHaveText(group.ageRange);
    await row.edit.click();
    await expect(modal.option(group.id)).toBeChecked();
    await expect(modal.save).toBeDisabled();
    await modal.option(group.id + 1).click();
    await expect(modal.save).toBeEnabled();
    await modal.option(group.id).click();
    await expect(modal.save).toBeDisabled();
    await modal.close.click();
    await expect(modal.dialog).toHaveCount(0);

    await clearsWithToast(page, profilePage, row, ageGroupMessages.removed);
    expect((await shopApi.profile(shopper.token, shopper.session.user.userId)).ageGroup).toBeNull();
  });

  test('Cancel in the Clear question keeps the value', async ({ profilePage, shopper, shopApi }) => {
    await fillProfile(shopApi, shopper);
    await profilePage.open();
    const row = profilePage.row('age-group');
    await row.clear.click();
    await expect(profilePage.clearDialog).toBeVisible();
    await profilePage.clearCancel.click();
    await expect(profilePage.clearDialog).toHaveCount(0);
    await expect(row.value).toHaveText(FILLED.ageGroup.ageRange);
    expect((await shopApi.profile(shopper.token, shopper.session.user.userId)).ageGroup).not.toBeNull();
  });

  test('failures: the list’s read, a save and a clear each say their §8 text', async ({
    profilePage,
    shopper,
    shopApi,
    page,
  }) => {
    await fillProfile(shopApi, shopper);
    await answerApi(page, 'GET', '/age-group', 500);
    await profilePage.open();
    const row = profilePage.row('age-group');
    await row.edit.click();
    await expect(profilePage.ageGroup.error).toHaveText(ageGroupMessages.loadFailed);
    await profilePage.ageGroup.cancel.click();
    await stopAnswering(page);

    await row.edit.click();
    await profilePage.ageGroup.option(1).click();
    await answerApi(page, 'POST', '/age-group', 500);
    await profilePage.ageGroup.save.click();
    await expect(profilePage.ageGroup.error).toHaveText(ageGroupMessages.saveFailed);
    await expect(profilePage.ageGroup.dialog).toBeVisible();
    await profilePage.ageGroup.cancel.click();

    await answerApi(page, 'DELETE', `/age-group/${shopper.session.user.userId}`, 500);
    await profilePage.clearRow('age-group');
    await expect(profilePage.errorToast(ageGroupMessages.removeFailed)).toBeVisible();
    await expect(row.value).toHaveText(FILLED.ageGroup.ageRange);
  });

  test('keyboard: Enter opens the modal, Tab stays inside it, Escape closes it and focus returns', async ({
    profilePage,
    page,
  }) => {
    await profilePage.open();
    const edit = profilePage.row('age-group').edit;
    await expect(edit).toHaveText('Add');
    // Disabled while the row reads its value: a disabled button takes no focus.
    await expect(edit).toBeEnabled();
    await edit.focus();
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    const modal = profilePage.ageGroup;
    await expect(modal.option(1)).toBeVisible();

    // Twenty presses go round the modal's controls more than once without leaving it.
    const focused: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          const inside = !!active?.closest('[role="dialog"]');
          return inside ? (active?.getAttribute('data-testid') ?? active?.tagName ?? '') : 'OUTSIDE';
        }),
      );
    }
    expect(focused).not.toContain('OUTSIDE');
    expect(focused).toContain(testIds.profile.ageGroupCancel);
    expect(focused).toContain(testIdParts.dialog(testIds.profile.ageGroupDialog).close);

    await page.keyboard.press('Escape');
    await expect(modal.dialog).toHaveCount(0);
    await expect(edit).toBeFocused();
  });
});
