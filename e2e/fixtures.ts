import { test as base, type Clock } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY } from '@shop/core';
import { type SessionReply } from '@shop/core/users';
import { AuthPage, type NewAccount } from './pages/AuthPage';
import { CartPage } from './pages/CartPage';
import { DetailsPage } from './pages/DetailsPage';
import { HealthPage } from './pages/HealthPage';
import { HomePage } from './pages/HomePage';
import { ListingPage } from './pages/ListingPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { ProfileGuardDialog } from './pages/ProfileGuardDialog';
import { ProfilePage } from './pages/ProfilePage';
import { SignInRequiredModal } from './pages/SignInRequiredModal';
import { WelcomeTour } from './pages/WelcomeTour';
import { pauseJustAhead } from './support/clock';
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
  profilePage: ProfilePage;
  welcomeTour: WelcomeTour;
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
  /**
   * Whether the welcome tour counts as seen before the first page loads (default: yes, so it never
   * covers a journey). The tour's own specs say `test.use({ welcomeTourSeen: false })`.
   */
  welcomeTourSeen: boolean;
  /** Writes the tour's seen flag into every page of the context when `welcomeTourSeen` says so. */
  welcomeTourFlag: void;
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
  profilePage: async ({ page }, use) => use(new ProfilePage(page)),
  welcomeTour: async ({ page }, use) => use(new WelcomeTour(page)),
  welcomeTourSeen: [true, { option: true }],
  welcomeTourFlag: [
    async ({ context, welcomeTourSeen }, use) => {
      // On the context, so a second tab or a popup starts with the flag too.
      if (welcomeTourSeen) {
        await context.addInitScript((key) => {
          try {
            window.localStorage.setItem(key, 'true');
          } catch {
            // A page without storage (about:blank) has no tour either.
          }
        }, WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY);
      }
      await use();
    },
    { auto: true },
  ],
  shopApi: async ({ request }, use) => use(new ShopApi(request)),
  clock: async ({ page }, use) => {
    await page.clock.install();
    await pauseJustAhead(page);
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
