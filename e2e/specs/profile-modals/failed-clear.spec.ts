import {
  ageGroupMessages,
  departmentMessages,
  fitAttributeMessages,
  physicalStatsMessages,
  shoeSizeMessages,
} from '@shop/core/profile';
import { expect, test } from '../../fixtures';
import type { ProfileRowName } from '../../pages/ProfilePage';
import { answerApi, fillProfile, signedInWithRunningClock } from '../../support/profile';

test.beforeEach(signedInWithRunningClock);

test.describe('a failed clear', () => {
  const clears: ReadonlyArray<{
    row: ProfileRowName;
    method: 'DELETE' | 'PUT';
    path: (userId: number) => string | RegExp;
    text: string;
  }> = [
    {
      row: 'department',
      method: 'PUT',
      path: (id) => `/preferred-department/${id}`,
      text: departmentMessages.clearFailed,
    },
    {
      row: 'height-weight',
      method: 'DELETE',
      path: () => '/users/physical-stats',
      text: physicalStatsMessages.clearFailed,
    },
    {
      row: 'age-group',
      method: 'DELETE',
      path: (id) => `/age-group/${id}`,
      text: ageGroupMessages.removeFailed,
    },
    {
      row: 'fit',
      method: 'DELETE',
      path: (id) => `/fit-attributes/${id}`,
      text: fitAttributeMessages.removeFailed,
    },
    { row: 'shoes', method: 'DELETE', path: (id) => `/shoe-size/${id}`, text: shoeSizeMessages.removeFailed },
  ];
  for (const { row: name, method, path, text } of clears) {
    test(`of ${name} shows '${text}' as an error toast and keeps the value`, async ({
      profilePage,
      shopper,
      shopApi,
      page,
    }) => {
      await fillProfile(shopApi, shopper);
      await answerApi(page, method, path(shopper.session.user.userId), 500);
      await profilePage.open();
      const row = profilePage.row(name);
      await expect(row.edit).toHaveText('Update');
      const before = await row.value.textContent();

      await profilePage.clearRow(name);
      await expect(profilePage.errorToast(text)).toBeVisible();
      await expect(profilePage.successToasts).toHaveCount(0);
      await expect(row.value).toHaveText(before ?? '');
      await expect(row.clear).toBeEnabled();
    });
  }
});
