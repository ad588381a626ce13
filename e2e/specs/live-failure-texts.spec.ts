import type { Page } from '@playwright/test';
import { findProduct } from '@shop/catalog';
import { NETWORK_ERROR_TEXT } from '@shop/core';
import { cartMessages } from '@shop/core/cart';
import { googleSignInMessages } from '@shop/core/google-sign-in';
import { productMessages, type Product } from '@shop/core/products';
import { profileCallFailures } from '@shop/core/profile';
import { signInMessages } from '@shop/core/users';
import { qaSettings } from '@shop/core/qa';
import { testIdParts, testIds } from '@shop/ui/test-ids';
import { expect, test } from '../fixtures';
import { AuthPage } from '../pages/AuthPage';
import { DetailsPage } from '../pages/DetailsPage';
import { HealthPage } from '../pages/HealthPage';
import { ProfilePage, type ProfileRowName } from '../pages/ProfilePage';
import { seedBrowser } from '../support/cart';
import { fillProfile } from '../support/profile';
import { FAILED_READ_MS } from '../support/timings';

/**
 * Live scenarios (@shop/core/qa live-scenarios.ts) switched on the way a learner does, with the
 * `qa_scenarios` cookie: no request is intercepted here, the running server answers each forced
 * state itself and the screen shows its §8 text. One journey per area of the shop's screens,
 * each through another kind of forced answer (a blank 500, a 500 with the call's text, a dropped
 * connection, a comma list of five names, an area's own name), so the wiring browser → cookie →
 * server (behind the proxy, in CI) → screen is proven for each.
 *
 * Every other scenario and text moved down a layer (issue 25): the API suite checks that every
 * live scenario answers every call it names as the registry says
 * (apps/api/test/qa-live-scenario-answers.test.ts), and the storefront's unit suite renders the
 * shop against the same registry entries and asserts every §8 text a screen shows, with the
 * check that none is left out (apps/storefront/src/app/live-failure-texts.test.tsx).
 */

const cooker = findProduct(602) as Product;

/** Puts the session's scenario list in the tab's cookie (as the /qa page does). */
async function switchOn(page: Page, baseURL: string, names: readonly string[]): Promise<void> {
  await page
    .context()
    .addCookies([
      { name: qaSettings.scenarios.cookie, value: encodeURIComponent(names.join(',')), url: baseURL },
    ]);
}

test('users: users.signIn.blank-500 — the sign-in form says the §8 unexpected-error text', async ({
  authPage,
  newAccount,
  page,
  baseURL,
}) => {
  await authPage.open();
  await switchOn(page, baseURL!, ['users.signIn.blank-500']);
  await authPage.signIn(newAccount.email, newAccount.password);
  await expect(authPage.signInError).toHaveText(signInMessages.unexpected);
});

test('products: products.getByIds.error — the details screen shows the call’s text', async ({
  page,
  baseURL,
}) => {
  await switchOn(page, baseURL!, ['products.getByIds.error']);
  const details = new DetailsPage(page);
  await details.open(cooker.categoryid, cooker.id);
  await expect(details.errorTitle).toHaveText(productMessages.detailsErrorTitle, { timeout: FAILED_READ_MS });
  await expect(details.errorMessage).toHaveText(productMessages.fetchDetailsFailed);
});

test('health: health.network-down — a dropped connection is the network text', async ({ page, baseURL }) => {
  await switchOn(page, baseURL!, ['health.network-down']);
  const health = new HealthPage(page);
  await health.open();
  await expect(health.error).toHaveText(`Error: ${NETWORK_ERROR_TEXT}`, {
    timeout: FAILED_READ_MS,
  });
});

test('cart: cart.add.error — Add to Cart, signed in, says it failed', async ({
  page,
  baseURL,
  shopper,
  shopApi,
}) => {
  await shopApi.addToCart(shopper.token, { productId: cooker.id, quantity: 1 });
  await seedBrowser(page, { session: shopper.session });
  const details = new DetailsPage(page);
  await details.open(cooker.categoryid, cooker.id);
  // The account's cart (its one line) has arrived before the add.
  await expect(details.header.cartCount).toHaveText('1');
  await switchOn(page, baseURL!, ['cart.add.error']);
  await details.addToCart.click();
  await expect(details.notifications).toContainText(cartMessages.addFailed);
});

test('profile: five reads failing at once (a comma list) — each row says its own text', async ({
  page,
  baseURL,
  shopper,
  shopApi,
}) => {
  const reads: ReadonlyArray<{ call: string; row: ProfileRowName; text: string }> = [
    {
      call: 'profile.getPreferredDepartment',
      row: 'department',
      text: profileCallFailures.fetchPreferredDepartment.fallback,
    },
    {
      call: 'users.getPhysicalStats',
      row: 'height-weight',
      text: profileCallFailures.fetchPhysicalStats.fallback,
    },
    {
      call: 'profile.getUserAgeGroup',
      row: 'age-group',
      text: profileCallFailures.fetchUserAgeGroup.fallback,
    },
    {
      call: 'profile.getUserFitAttributes',
      row: 'fit',
      text: profileCallFailures.fetchUserFitAttributes.fallback,
    },
    { call: 'profile.getUserShoeSize', row: 'shoes', text: profileCallFailures.fetchUserShoeSize.fallback },
  ];
  await fillProfile(shopApi, shopper);
  await seedBrowser(page, { session: shopper.session });
  await switchOn(
    page,
    baseURL!,
    reads.map(({ call }) => `${call}.error`),
  );
  const profile = new ProfilePage(page);
  await profile.open();
  for (const { row, text } of reads)
    await expect(profile.row(row).error).toContainText(text, { timeout: FAILED_READ_MS });
});

test('googleSignIn: googleSignIn.config.error — Continue with Google says it failed', async ({
  page,
  baseURL,
}) => {
  // A blocked popup: the sign-in would run in this tab.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const auth = new AuthPage(page);
  await auth.open();
  await switchOn(page, baseURL!, ['googleSignIn.config.error']);
  await auth.googleButton.click();
  await expect(page.getByTestId(testIdParts.toast(testIds.toastRegion.toast('error')).message)).toHaveText(
    googleSignInMessages.googleAuthFailed,
  );
});
