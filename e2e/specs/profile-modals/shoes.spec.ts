import { lastUpdatedText, shoeSizeMessages } from '@shop/core/profile';
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

test.describe('shoes', () => {
  test('size and width; save says so for 4 s, the row keeps it after a reload, Clear empties it', async ({
    profilePage,
    shopper,
    shopApi,
    page,
  }) => {
    await profilePage.open();
    const row = profilePage.row('shoes');
    const modal = profilePage.shoes;
    await expect(row.value).toHaveText(EMPTY);
    await row.edit.click();
    await expect(modal.width('Narrow')).toBeVisible();
    await expect(modal.save).toBeDisabled();
    await modal.size.selectOption('9.5');
    await expect(modal.save).toBeDisabled();
    await modal.width('Wide').click();
    await expect(modal.save).toBeEnabled();

    // §5: a numeric size is sent as a number.
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/shoe-size'),
    );
    await expectToastForItsTime(page, profilePage.successToast(shoeSizeMessages.saved), () =>
      modal.save.click(),
    );
    expect((await sent).postDataJSON()).toMatchObject({ size: 9.5, width: 'Wide' });
    await expect(modal.dialog).toHaveCount(0);
    await expect(row.value).toContainText('9.5');
    await expect(row.value).toContainText('Wide');
    const saved = await shopApi.profile(shopper.token, shopper.session.user.userId);
    expect(saved.shoe).toMatchObject({ size: 9.5, width: 'Wide' });
    await expect(row.updated).toHaveText(lastUpdatedText(saved.shoe!.updated_at)!);

    await page.reload();
    await expect(row.value).toContainText('9.5');
    await row.edit.click();
    await expect(modal.size).toHaveValue('9.5');
    await expect(modal.width('Wide')).toBeChecked();
    await expect(modal.save).toBeDisabled();
    await modal.width('Standard').click();
    await expect(modal.save).toBeEnabled();
    await modal.cancel.click();

    await clearsWithToast(page, profilePage, row, shoeSizeMessages.removed);
    expect((await shopApi.profile(shopper.token, shopper.session.user.userId)).shoe).toBeNull();
  });

  test('sizes are ordered numerically, non-numeric ones after', async ({ profilePage, page }) => {
    await answerApi(page, 'GET', '/shoe-size', 200, {
      shoeSizes: [
        { id: 1, size: '10' },
        { id: 2, size: 'XS' },
        { id: 3, size: 9.5 },
        { id: 4, size: 'M' },
        { id: 5, size: 3 },
        { id: 6, size: '11.5' },
      ],
      widths: ['Standard', 'Narrow', 'Wide'],
    });
    await profilePage.open();
    await profilePage.row('shoes').edit.click();
    await expect(profilePage.shoes.width('Standard')).toBeVisible();
    expect(await profilePage.shoes.sizeOptions()).toEqual(['3', '9.5', '10', '11.5', 'XS', 'M']);
  });

  test('empty lists show the §8 empty states; a failed list read says so', async ({ profilePage, page }) => {
    const cases = [
      {
        reply: { shoeSizes: [], widths: [] },
        shown: profilePage.shoes.empty,
        text: shoeSizeMessages.noneAvailable,
      },
      {
        reply: { shoeSizes: [], widths: ['Narrow', 'Standard', 'Wide'] },
        shown: profilePage.shoes.sizesUnavailable,
        text: shoeSizeMessages.sizesUnavailable,
      },
      {
        reply: { shoeSizes: [{ id: 1, size: 8 }], widths: [] },
        shown: profilePage.shoes.widthsUnavailable,
        text: shoeSizeMessages.widthsUnavailable,
      },
    ];
    await profilePage.open();
    for (const { reply, shown, text } of cases) {
      await stopAnswering(page);
      await answerApi(page, 'GET', '/shoe-size', 200, reply);
      await page.reload();
      await profilePage.row('shoes').edit.click();
      await expect(shown).toHaveText(text);
      await expect(profilePage.shoes.save).toBeDisabled();
    }

    await stopAnswering(page);
    await answerApi(page, 'GET', '/shoe-size', 500);
    await page.reload();
    await profilePage.row('shoes').edit.click();
    await expect(profilePage.shoes.error).toHaveText(shoeSizeMessages.loadFailed);
  });

  test('a failed save keeps the modal open with its §8 text', async ({ profilePage, page }) => {
    await answerApi(page, 'POST', '/shoe-size', 500);
    await profilePage.open();
    await profilePage.row('shoes').edit.click();
    await profilePage.shoes.size.selectOption('8');
    await profilePage.shoes.width('Standard').click();
    await profilePage.shoes.save.click();
    await expect(profilePage.shoes.error).toHaveText(shoeSizeMessages.saveFailed);
    await expect(profilePage.shoes.dialog).toBeVisible();
    await expect(profilePage.row('shoes').value).toHaveText(EMPTY);
  });
});
