import { fitAttributeMessages, fitRecordSummary, lastUpdatedText } from '@shop/core/profile';
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

test.describe('fit attributes', () => {
  test('Narrow/Average/Wide per attribute; save says so for 4 s, the row shows it, Clear empties it', async ({
    profilePage,
    shopper,
    shopApi,
    page,
  }) => {
    await profilePage.open();
    const row = profilePage.row('fit');
    const modal = profilePage.fit;
    await expect(row.value).toHaveText(EMPTY);
    await row.edit.click();
    for (const attribute of ['shoulder', 'waist', 'thighs', 'hips']) {
      await expect(modal.attribute(attribute).getByRole('radio')).toHaveCount(3);
    }
    await expect(modal.save).toBeDisabled();
    await modal.option('shoulder', 'Wide').click();
    await modal.option('hips', 'Narrow').click();
    await expect(modal.save).toBeEnabled();

    await expectToastForItsTime(page, profilePage.successToast(fitAttributeMessages.saved), () =>
      modal.save.click(),
    );
    await expect(modal.dialog).toHaveCount(0);
    const saved = await shopApi.profile(shopper.token, shopper.session.user.userId);
    expect(saved.fit?.shoulder?.optionValue).toBe('Wide');
    expect(saved.fit?.hips?.optionValue).toBe('Narrow');
    expect(saved.fit?.waist).toBeUndefined();
    await expect(row.value).toHaveText(fitRecordSummary(saved.fit)!);
    await expect(row.updated).toHaveText(lastUpdatedText(saved.fit!.updated_at)!);

    await page.reload();
    await expect(row.value).toHaveText(fitRecordSummary(saved.fit)!);
    await row.edit.click();
    await expect(modal.option('shoulder', 'Wide')).toBeChecked();
    await expect(modal.save).toBeDisabled();
    await modal.cancel.click();

    await clearsWithToast(page, profilePage, row, fitAttributeMessages.removed);
    await expect(row.updated).toHaveCount(0);
    expect((await shopApi.profile(shopper.token, shopper.session.user.userId)).fit).toBeNull();
  });

  test('with nothing selected there is nothing to save: Save stays disabled, the modal closes, no call', async ({
    profilePage,
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/fit-attributes')) posts.push(request.url());
    });
    await profilePage.open();
    await profilePage.row('fit').edit.click();
    const modal = profilePage.fit;
    await expect(modal.option('shoulder', 'Narrow')).toBeVisible();
    await expect(modal.save).toBeDisabled();
    await modal.cancel.click();
    await expect(modal.dialog).toHaveCount(0);
    await expect(profilePage.row('fit').value).toHaveText(EMPTY);
    expect(posts).toEqual([]);
  });

  test('the list’s read failing says so in the modal; an empty list says there is nothing to choose', async ({
    profilePage,
    page,
  }) => {
    await answerApi(page, 'GET', '/fit-attributes', 500);
    await profilePage.open();
    await profilePage.row('fit').edit.click();
    await expect(profilePage.fit.error).toHaveText(fitAttributeMessages.fetchFailed);
    await expect(profilePage.fit.save).toBeDisabled();
    await profilePage.fit.cancel.click();

    await stopAnswering(page);
    await answerApi(page, 'GET', '/fit-attributes', 200, { data: [] });
    await page.reload();
    await profilePage.row('fit').edit.click();
    await expect(profilePage.fit.empty).toHaveText(fitAttributeMessages.noneForCategory);
  });

  test('a failed save keeps the modal open with its §8 text', async ({ profilePage, page }) => {
    await answerApi(page, 'POST', '/fit-attributes', 500);
    await profilePage.open();
    await profilePage.row('fit').edit.click();
    await profilePage.fit.option('waist', 'Average').click();
    await profilePage.fit.save.click();
    await expect(profilePage.fit.error).toHaveText(fitAttributeMessages.saveFailed);
    await expect(profilePage.fit.dialog).toBeVisible();
    await expect(profilePage.row('fit').value).toHaveText(EMPTY);
  });
});
