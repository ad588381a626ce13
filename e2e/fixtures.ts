import { test as base, type Clock } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { SessionReply } from '@shop/core';
import { AuthPage, type NewAccount } from './pages/AuthPage';
import { CartPage } from './pages/CartPage';
import { DetailsPage } from './pages/DetailsPage';
import { HealthPage } from './pages/HealthPage';
import { HomePage } from './pages/HomePage';
import { ListingPage } from './pages/ListingPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { ProfileGuardDialog } from './pages/ProfileGuardDialog';
import { SignInRequiredModal } from './pages/SignInRequiredModal';
import { ShopApi } from './support/shop-api';

/** An account made through the API for one test, with the session that made it. */
export interface Shopper {
  account: NewAccount;
  session: SessionReply;
  token: string;
}

interface Fixtures {
  homePage: HomePage;
  listingPage: ListingPage;
  detailsPage: DetailsPage;
  cartPage: CartPage;
  healthPage: HealthPage;
  placeholderPage: PlaceholderPage;
  authPage: AuthPage;
  signInRequired: SignInRequiredModal;
  profileGuard: ProfileGuardDialog;
  shopApi: ShopApi;
  /** Details for an account nobody has created yet (letters-only names, a strong password). */
  newAccount: NewAccount;
  /** `newAccount`, created through the API: a cart nobody else touches. */
  shopper: Shopper;
  /**
   * The page's clock, faked and paused before the first page loads: the spec's timings (2.1 s,
   * 5 s, 30 s) pass only when the test says so with `runFor`, never with real time.
   */
  clock: Clock;
}

/** Journeys get their page objects from here; `expect` is re-exported so specs import one module. */
export const test = base.extend<Fixtures>({
  homePage: async ({ page }, use) => use(new HomePage(page)),
  listingPage: async ({ page }, use) => use(new ListingPage(page)),
  detailsPage: async ({ page }, use) => use(new DetailsPage(page)),
  cartPage: async ({ page }, use) => use(new CartPage(page)),
  healthPage: async ({ page }, use) => use(new HealthPage(page)),
  placeholderPage: async ({ page }, use) => use(new PlaceholderPage(page)),
  authPage: async ({ page }, use) => use(new AuthPage(page)),
  signInRequired: async ({ page }, use) => use(new SignInRequiredModal(page)),
  profileGuard: async ({ page }, use) => use(new ProfileGuardDialog(page)),
  shopApi: async ({ request }, use) => use(new ShopApi(request)),
  clock: async ({ page }, use) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await use(page.clock);
  },
  // Playwright reads a fixture's dependencies from this pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  newAccount: async ({}, use) => {
    const tag = randomUUID().slice(0, 8);
    await use({
      firstName: 'Meera',
      lastName: 'Nair',
      email: `meera.${tag}@example.in`,
      password: 'Lotus#Pond7',
    });
  },
  shopper: async ({ newAccount, shopApi }, use) => {
    const session = await shopApi.createAccount(newAccount);
    await use({ account: newAccount, session, token: session.token });
  },
});

export { expect } from '@playwright/test';
