import { expect, test } from '../../fixtures';
import { quantities } from '../../support/cart';
import { phone, signInAs } from '../../support/qa-personas';

for (const who of ['problem', 'standard'] as const) {
  const shows = who === 'problem';

  test.describe(`as the ${who} user`, () => {
    test(`problem.details.adds-one-more ${shows ? 'shows' : 'never shows'}`, async ({
      page,
      detailsPage,
    }) => {
      const signedIn = await signInAs(page, who);
      await detailsPage.open(phone.categoryid, phone.id);
      await expect(detailsPage.qtyValue).toHaveText('1');
      const { session, api } = signedIn;
      await detailsPage.addToCart.click();
      // The badge is no witness here (the problem user's badge is one short, another defect).
      await expect
        .poll(async () => quantities(await api.cart(session.token)))
        .toEqual({ [phone.id]: shows ? 2 : 1 });
    });

    test(`problem.details.storage-ignored ${shows ? 'shows' : 'never shows'}`, async ({
      page,
      detailsPage,
      cartPage,
    }) => {
      await signInAs(page, who);
      await detailsPage.open(phone.categoryid, phone.id);
      await page.getByRole('radio', { name: /512GB/ }).check();
      await detailsPage.addToCart.click();
      await expect(detailsPage.header.cartCount).not.toHaveText('0');
      await cartPage.open();
      await expect(cartPage.line(phone.id).storage).toHaveText(shows ? 'Storage: 256GB' : 'Storage: 512GB');
    });
  });
}
