import { demoAccount } from '@shop/core/users';
import { expect, test } from '../fixtures';

const standard = demoAccount('standard');

for (const width of [320, 390]) {
  test.describe(`a ${width} px wide phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the header keeps one row of 44 px actions and shows who is signed in', async ({ authPage }) => {
      await authPage.open();
      await authPage.signIn(standard.email, standard.password);
      await expect(authPage.header.userName).toBeVisible();
      await expect(authPage.header.userName).toHaveText('Hi, Asha');

      const links = await authPage.header.actionLinks.all();
      expect(links).toHaveLength(3);
      const boxes = await Promise.all(links.map((link) => link.boundingBox()));
      for (const box of boxes) {
        expect(box!.width).toBeGreaterThanOrEqual(44);
        expect(box!.height).toBeGreaterThanOrEqual(44);
        expect(box!.y).toBe(boxes[0]!.y);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
    });
  });
}
