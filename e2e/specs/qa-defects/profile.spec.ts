import { expect, test } from '../../fixtures';
import { signInAs } from '../../support/qa-personas';

for (const who of ['problem', 'standard'] as const) {
  const shows = who === 'problem';

  test.describe(`as the ${who} user`, () => {
    test(`problem.profile.weight-other-unit and shoe-size-half-up ${shows ? 'show' : 'never show'}`, async ({
      page,
      profilePage,
    }) => {
      await signInAs(page, who);
      await profilePage.open();
      const stats = profilePage.row('height-weight');
      await stats.edit.click();
      await profilePage.heightWeight.fill('170', '70');
      await profilePage.heightWeight.save.click();
      await expect(profilePage.heightWeight.dialog).toHaveCount(0);
      await expect(stats.value).toHaveText(shows ? '170 cm, 70 lb' : '170 cm, 70 kg');

      const shoes = profilePage.row('shoes');
      await shoes.edit.click();
      await profilePage.shoes.size.selectOption('8');
      await profilePage.shoes.width('Standard').click();
      await profilePage.shoes.save.click();
      await expect(profilePage.shoes.dialog).toHaveCount(0);
      await expect(shoes.value).toContainText(shows ? '8.5' : '8');
      if (!shows) await expect(shoes.value).not.toContainText('8.5');
    });
  });
}
