import { physicalStatsMessages } from '@shop/core/profile';
import { expect, test } from '../../fixtures';
import {
  answerApi,
  clearsWithToast,
  EMPTY,
  expectToastForItsTime,
  signedInWithRunningClock,
  stopAnswering,
} from '../../support/profile';

test.beforeEach(signedInWithRunningClock);

test.describe('height and weight', () => {
  test('save says so for 4 s, the row keeps it after a reload, Clear asks and empties it', async ({
    profilePage,
    shopper,
    shopApi,
    page,
  }) => {
    await profilePage.open();
    const row = profilePage.row('height-weight');
    const modal = profilePage.heightWeight;
    await expect(row.value).toHaveText(EMPTY);
    await row.edit.click();
    await expect(modal.dialog).toBeVisible();
    await expect(modal.height).toHaveValue('');
    await expect(modal.height).toHaveAttribute('step', '0.1');
    await expect(modal.save).toBeDisabled();

    await modal.fill('170.5', '65');
    await expectToastForItsTime(page, profilePage.successToast(physicalStatsMessages.saved), () =>
      modal.save.click(),
    );
    await expect(modal.dialog).toHaveCount(0);
    await expect(row.value).toHaveText('170.5 cm, 65 kg');
    await expect(row.edit).toHaveText('Update');
    const saved = await shopApi.profile(shopper.token, shopper.session.user.userId);
    expect(saved.stats).toMatchObject({ heightCm: 170.5, weightKg: 65 });

    // The modal loads what is saved; Save waits for a change.
    await page.reload();
    await expect(row.value).toHaveText('170.5 cm, 65 kg');
    await row.edit.click();
    await expect(modal.height).toHaveValue('170.5');
    await expect(modal.weight).toHaveValue('65');
    await expect(modal.save).toBeDisabled();
    await modal.cancel.click();
    await expect(modal.dialog).toHaveCount(0);

    await clearsWithToast(page, profilePage, row, physicalStatsMessages.removed);
    expect((await shopApi.profile(shopper.token, shopper.session.user.userId)).stats).toBeNull();
  });

  test('feet and pounds are saved in those units', async ({ profilePage, shopper, shopApi }) => {
    await profilePage.open();
    const row = profilePage.row('height-weight');
    const modal = profilePage.heightWeight;
    await row.edit.click();
    await modal.heightUnit.selectOption('ft');
    await modal.weightUnit.selectOption('lb');
    await modal.fill('5.6', '140');
    await modal.save.click();
    await expect(profilePage.successToast(physicalStatsMessages.saved)).toBeVisible();
    await expect(row.value).toHaveText('5.6 ft, 140 lb');
    const saved = await shopApi.profile(shopper.token, shopper.session.user.userId);
    expect(saved.stats).toMatchObject({ heightFt: 5.6, weightLb: 140 });
  });

  test('the three §5 messages: both required, numbers, greater than 0; nothing is saved', async ({
    profilePage,
    shopper,
    shopApi,
  }) => {
    await profilePage.open();
    await profilePage.row('height-weight').edit.click();
    const modal = profilePage.heightWeight;

    await modal.fill('170', '');
    await modal.save.click();
    await expect(modal.error).toHaveText(physicalStatsMessages.bothRequired);

    // '1e3' is a number to the browser's input, but not the plain decimal §5 asks for.
    await modal.fill('1e3', '65');
    await modal.save.click();
    await expect(modal.error).toHaveText(physicalStatsMessages.notNumbers);

    await modal.fill('0', '65');
    await modal.save.click();
    await expect(modal.error).toHaveText(physicalStatsMessages.notPositive);
    await modal.fill('170', '-2');
    await modal.save.click();
    await expect(modal.error).toHaveText(physicalStatsMessages.notPositive);

    await expect(modal.dialog).toBeVisible();
    expect((await shopApi.profile(shopper.token, shopper.session.user.userId)).stats).toBeNull();
  });

  test('a failed save keeps the modal open with the §8 text; the server’s own text wins', async ({
    profilePage,
    page,
  }) => {
    await profilePage.open();
    await profilePage.row('height-weight').edit.click();
    const modal = profilePage.heightWeight;
    await modal.fill('170', '65');

    await answerApi(page, 'POST', '/users/physical-stats', 500);
    await modal.save.click();
    await expect(modal.error).toHaveText(physicalStatsMessages.saveFailed);
    await expect(modal.dialog).toBeVisible();

    await stopAnswering(page);
    await answerApi(page, 'POST', '/users/physical-stats', 400, { message: 'Height is out of range' });
    await modal.save.click();
    await expect(modal.error).toHaveText('Height is out of range');
    await expect(profilePage.row('height-weight').value).toHaveText(EMPTY);
  });
});
