import {
  ageGroupMessages,
  departmentMessages,
  fitAttributeMessages,
  fitRecordSummary,
  GENDERS,
  lastUpdatedText,
  physicalStatsMessages,
  profileMessages,
  shoeSizeMessages,
} from '@shop/core';
import { testIdParts, testIds } from '@shop/ui/test-ids';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { ProfilePage, ProfileRow, ProfileRowName } from '../pages/ProfilePage';
import { seedBrowser } from '../support/cart';
import {
  ageGroup,
  answerApi,
  expectToastForItsTime,
  fillProfile,
  FILLED,
  gender,
  stopAnswering,
} from '../support/profile';

const EMPTY = profileMessages.emptyValue;

/** Clear, yes in the question: the row's §8 toast for its 4 s, then '--', Add, and Clear disabled. */
async function clearsWithToast(page: Page, profilePage: ProfilePage, row: ProfileRow, removed: string) {
  await row.clear.click();
  await expect(profilePage.clearDialog).toBeVisible();
  await expectToastForItsTime(page, profilePage.successToast(removed), () =>
    profilePage.clearConfirm.click(),
  );
  await expect(row.value).toHaveText(EMPTY);
  await expect(row.edit).toHaveText('Add');
  await expect(row.clear).toBeDisabled();
}

// Every journey has an account of its own, signed in before the first page, and a fake clock that
// runs on its own until a toast's 4 s are checked.
test.beforeEach(async ({ page, shopper }) => {
  await page.clock.install();
  await seedBrowser(page, { session: shopper.session });
});

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
