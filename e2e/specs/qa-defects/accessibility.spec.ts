import { deliveryDates } from '@shop/core/checkout';
import { testIds } from '@shop/ui/test-ids';
import { expect, test } from '../../fixtures';
import { CheckoutPage } from '../../pages/CheckoutPage';
import { axeRulesIn, byTestId, focusedTestId, tabStopsWithin } from '../../support/a11y-checks';
import { cooker, phone, reportedDefects, signInAs } from '../../support/qa-personas';

/*
 * The accessibility persona's barriers (@shop/core/qa, persona `a11y`): each journey runs as the
 * persona, where the barrier stands, and as the standard user, where it never does. Half are found
 * by the automated checker (the rule axe reports in that part of the screen), the rest only by
 * driving the page as a keyboard or screen-reader user would.
 */
for (const who of ['a11y', 'standard'] as const) {
  const shows = who === 'a11y';
  const verb = shows ? 'shows' : 'never shows';

  /** The persona reports the defect once it stands in the way; the standard user's sandbox never does. */
  const expectReported = async (page: Parameters<typeof reportedDefects>[0], id: string) => {
    if (shows) await expect.poll(() => reportedDefects(page)).toContain(id);
    else expect(await reportedDefects(page)).not.toContain(id);
  };

  test.describe(`as the ${who} user`, () => {
    test(`a11y.home.hero-image-alt ${verb} (axe image-alt)`, async ({ page, homePage }) => {
      await signInAs(page, who);
      await homePage.open();
      const image = homePage.heroSlide(1).locator('img');
      await expect(image).toBeVisible();
      if (shows) await expect(image).not.toHaveAttribute('alt');
      else await expect(image).toHaveAttribute('alt', /\S/);
      expect((await axeRulesIn(page, byTestId(testIds.home.hero))).includes('image-alt')).toBe(shows);
      await expectReported(page, 'a11y.home.hero-image-alt');
    });

    test(`a11y.listing.search-unlabelled ${verb} (axe label)`, async ({ page, listingPage }) => {
      await signInAs(page, who);
      await listingPage.open({ category: 'all' });
      await expect(listingPage.search).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search in results' })).toHaveCount(shows ? 0 : 1);
      expect((await axeRulesIn(page, byTestId(testIds.listing.filters))).includes('label')).toBe(shows);
      await expectReported(page, 'a11y.listing.search-unlabelled');
    });

    test(`a11y.listing.card-add-mouse-only ${verb} (keyboard)`, async ({ page, listingPage }) => {
      await signInAs(page, who);
      await listingPage.open({ category: 'all' });
      const card = listingPage.cards.first();
      const id = (await card.getAttribute('data-testid'))!.replace(testIds.productCard.card(''), '');
      const add = testIds.productCard.addToCart(id);
      await expect(card.getByTestId(add)).toBeVisible();
      const stops = await tabStopsWithin(page, card.getByTestId(testIds.productCard.link(id)), card);
      expect(stops).toContain(testIds.productCard.wishlist(id));
      expect(stops.includes(add)).toBe(!shows);
      await expectReported(page, 'a11y.listing.card-add-mouse-only');
    });

    test(`a11y.details.price-low-contrast ${verb} (axe color-contrast)`, async ({ page, detailsPage }) => {
      await signInAs(page, who);
      await detailsPage.open(phone.categoryid, phone.id);
      await expect(detailsPage.price).toBeVisible();
      if (shows) await expect(detailsPage.price).toHaveCSS('color', 'rgb(196, 200, 207)');
      const rules = await axeRulesIn(page, byTestId(testIds.details.price));
      expect(rules.includes('color-contrast')).toBe(shows);
      await expectReported(page, 'a11y.details.price-low-contrast');
    });

    test(`a11y.details.add-no-focus-ring ${verb} (keyboard)`, async ({ page, detailsPage }) => {
      await signInAs(page, who);
      await detailsPage.open(phone.categoryid, phone.id);
      await detailsPage.qtyIncrease.focus();
      await page.keyboard.press('Tab');
      await expect(detailsPage.addToCart).toBeFocused();
      await expect(detailsPage.addToCart).toHaveCSS('outline-style', shows ? 'none' : 'solid');
      await expectReported(page, 'a11y.details.add-no-focus-ring');
    });

    test(`a11y.cart.remove-unnamed ${verb} (axe button-name)`, async ({ page, cartPage }) => {
      const { session, api } = await signInAs(page, who);
      await api.addToCart(session.token, { productId: cooker.id, quantity: 1 });
      await cartPage.open();
      const remove = cartPage.line(cooker.id).remove;
      await expect(remove).toBeVisible();
      await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(shows ? 0 : 1);
      const rules = await axeRulesIn(page, byTestId(testIds.cart.lines));
      expect(rules.includes('button-name')).toBe(shows);
      await expectReported(page, 'a11y.cart.remove-unnamed');
    });

    test(`a11y.cart.clear-dialog-focus-lost ${verb} (keyboard)`, async ({ page, cartPage }) => {
      const { session, api } = await signInAs(page, who);
      await api.addToCart(session.token, { productId: cooker.id, quantity: 1 });
      await cartPage.open();
      await expect(cartPage.clearButton).toBeEnabled();
      await cartPage.clearButton.press('Enter');
      await expect(cartPage.clearDialog).toBeVisible();
      await expect
        .poll(() => cartPage.clearDialog.evaluate((dialog) => dialog.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect(cartPage.clearDialog).toHaveCount(0);
      await expect(cartPage.lines).toHaveCount(1);
      if (shows) {
        await expect(cartPage.clearButton).not.toBeFocused();
        expect(await focusedTestId(page)).toBe('body');
      } else {
        await expect(cartPage.clearButton).toBeFocused();
      }
      await expectReported(page, 'a11y.cart.clear-dialog-focus-lost');
    });

    test(`a11y.checkout.upi-unlabelled ${verb} (axe label)`, async ({ page }) => {
      const { session, api } = await signInAs(page, who);
      await api.addToCart(session.token, { productId: cooker.id, quantity: 1 });
      await api.saveAddress(session.token);
      const checkout = new CheckoutPage(page);
      await checkout.open();
      await checkout.chooseDelivery(deliveryDates(new Date())[1]!.date, 'standard');
      await checkout.paymentMethod('upi').click();
      await expect(checkout.upiId).toBeVisible();
      await expect(page.getByRole('textbox', { name: /UPI/ })).toHaveCount(shows ? 0 : 1);
      const rules = await axeRulesIn(page, byTestId(testIds.checkout.panel('payment')));
      expect(rules.includes('label')).toBe(shows);
      await expectReported(page, 'a11y.checkout.upi-unlabelled');
    });

    test(`a11y.checkout.step-problem-silent ${verb} (screen reader)`, async ({ page }) => {
      const { session, api } = await signInAs(page, who);
      await api.addToCart(session.token, { productId: cooker.id, quantity: 1 });
      await api.saveAddress(session.token);
      const checkout = new CheckoutPage(page);
      await checkout.open();
      await checkout.continueButton.click();
      await expect(checkout.panel('delivery')).toBeVisible();
      await checkout.continueButton.click();
      await expect(checkout.stepProblem).toHaveText('Please choose a delivery date');
      // What a screen reader announces: the problem inside an alert (or another live region).
      const announced = page.getByRole('alert').filter({ has: checkout.stepProblem });
      await expect(announced).toHaveCount(shows ? 0 : 1);
      const live = await checkout.stepProblem.evaluate(
        (problem) => problem.closest('[role="alert"], [role="status"], [aria-live]') !== null,
      );
      expect(live).toBe(!shows);
      await expectReported(page, 'a11y.checkout.step-problem-silent');
    });

    test(`a11y.profile.dialog-keyboard-trap ${verb} (keyboard)`, async ({ page, profilePage }) => {
      await signInAs(page, who);
      await profilePage.open();
      // Add is disabled while the row loads: pressed any sooner, Enter would open nothing.
      const add = profilePage.row('height-weight').edit;
      await expect(add).toBeEnabled();
      await add.press('Enter');
      const dialog = profilePage.heightWeight.dialog;
      await expect(dialog).toBeVisible();
      await expect(profilePage.heightWeight.height).toBeFocused();
      await page.keyboard.press('Tab');
      if (shows) await expect(profilePage.heightWeight.height).toBeFocused();
      else await expect(profilePage.heightWeight.height).not.toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(profilePage.heightWeight.height).toBeFocused();
      await page.keyboard.press('Escape');
      if (shows) {
        await expect(dialog).toBeVisible();
        // The mouse still gets out.
        await profilePage.heightWeight.close.click();
      }
      await expect(dialog).toHaveCount(0);
      await expectReported(page, 'a11y.profile.dialog-keyboard-trap');
    });
  });
}
