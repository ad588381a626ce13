import { type Locator, type Page } from '@playwright/test';
import { findProduct } from '@shop/catalog';
import { localItemFromProduct } from '@shop/core/cart';
import { deliveryDates } from '@shop/core/checkout';
import { type Product } from '@shop/core/products';
import { testIds } from '@shop/ui/test-ids';
import { expect, type Shopper, test } from '../../fixtures';
import { AuthPage } from '../../pages/AuthPage';
import { CartPage } from '../../pages/CartPage';
import { CheckoutPage } from '../../pages/CheckoutPage';
import { ComparePage } from '../../pages/ComparePage';
import { DetailsPage } from '../../pages/DetailsPage';
import { HealthPage } from '../../pages/HealthPage';
import { HomePage } from '../../pages/HomePage';
import { ListingPage } from '../../pages/ListingPage';
import { OrderPage } from '../../pages/OrderPage';
import { OrdersPage } from '../../pages/OrdersPage';
import { PlaceholderPage } from '../../pages/PlaceholderPage';
import { ProfilePage } from '../../pages/ProfilePage';
import { SignInRequiredModal } from '../../pages/SignInRequiredModal';
import {
  blockingFindingsAtEachWidth,
  CLEAN_AT_EACH_WIDTH,
  FIRST_VIEWPORT,
  shopperOnDemand,
} from '../../support/accessibility-cases';
import { blockingAxeFindings } from '../../support/axe';
import { seedBrowser } from '../../support/cart';
import { placeOrderThroughApi } from '../../support/orders';
import { fillProfile } from '../../support/profile';
import { type ShopApi } from '../../support/shop-api';

/**
 * Issue 29: no serious or critical axe finding on any route of the shop (apps/storefront/src/routes),
 * signed out and, where the route is a shopper's, signed in as a fresh account made through the API;
 * on a desktop and on a phone. Each case opens its route and waits for the state it names, so axe
 * reads the screen a shopper reads, not a loading one.
 *
 * The OAuth callback is not here: each of its states lasts a second or two before it moves on, and
 * axe-core needs the page's timers, which the suite's paused clock holds (axe never finishes). Its
 * states are the OAuthCallbackScreen stories, which the a11y addon checks with the same rules.
 */

const lava = findProduct(125) as Product;
const galaxy = findProduct(602) as Product;

interface RouteContext {
  page: Page;
  shopApi: ShopApi;
  /** A fresh account, already signed in in the browser, for the routes that need one. */
  shopper: () => Promise<Shopper>;
}

interface RouteCase {
  readonly name: string;
  /** Opens the route (seeding what it shows first) and hands back what shows once it is ready. */
  readonly open: (context: RouteContext) => Promise<Locator>;
  /** Brings a passing state back before the next width is checked (it may be gone by then). */
  readonly again?: (page: Page) => Promise<void>;
}

const signedOut: RouteCase[] = [
  {
    name: 'home',
    open: async ({ page }) => {
      const home = new HomePage(page);
      await home.open();
      return home.dealCards.first();
    },
  },
  {
    name: 'listing',
    open: async ({ page }) => {
      const listing = new ListingPage(page);
      await listing.open({ categoryId: '1', category: 'mobiles' });
      return listing.cards.first();
    },
  },
  {
    name: 'search results',
    open: async ({ page }) => {
      const listing = new ListingPage(page);
      await listing.open({ category: 'all', search: 'samsung' });
      return listing.cards.first();
    },
  },
  {
    name: 'search without a match',
    open: async ({ page }) => {
      const listing = new ListingPage(page);
      await listing.open({ category: 'all', search: 'zzqxv' });
      return listing.count;
    },
  },
  {
    name: "a product's details",
    open: async ({ page }) => {
      const details = new DetailsPage(page);
      await details.open(galaxy.categoryid, galaxy.id);
      return details.addToCart;
    },
  },
  {
    name: 'a product that does not exist',
    open: async ({ page }) => {
      const details = new DetailsPage(page);
      await details.open(1, 999_999);
      return details.errorTitle;
    },
  },
  {
    name: 'the empty cart',
    open: async ({ page }) => {
      const cart = new CartPage(page);
      await cart.open();
      return cart.empty;
    },
  },
  {
    name: "a guest's cart",
    open: async ({ page }) => {
      await seedBrowser(page, { localCart: [localItemFromProduct(lava, { qty: 2 })] });
      const cart = new CartPage(page);
      await cart.open();
      return cart.lines.first();
    },
  },
  {
    name: 'sign-in',
    open: async ({ page }) => {
      await page.goto('/login');
      return page.getByRole('form', { name: 'Sign In', exact: true });
    },
  },
  {
    name: 'sign-in, a password refused',
    open: async ({ page }) => {
      const auth = new AuthPage(page);
      await auth.open();
      await auth.signIn('nobody@example.in', 'Wrong#Pass1');
      return auth.signInError;
    },
    // The refusal shows for FORM_ERROR_MS (5 s): a slow first check can outlast it.
    again: (page) => new AuthPage(page).signInButton.click(),
  },
  {
    name: 'sign-up',
    open: async ({ page }) => {
      await page.goto('/auth?tab=signup');
      return page.getByRole('form', { name: 'Sign Up', exact: true });
    },
  },
  {
    name: 'orders, signed out (the sign-in modal over a placeholder)',
    open: async ({ page }) => {
      await new OrdersPage(page).goto();
      return new SignInRequiredModal(page).submit;
    },
  },
  {
    name: 'compare, empty',
    open: async ({ page }) => {
      const compare = new ComparePage(page);
      await compare.open();
      return compare.emptyState;
    },
  },
  {
    name: 'compare, two products',
    open: async ({ page }) => {
      const compare = new ComparePage(page);
      await compare.seed([lava, galaxy]);
      await compare.open();
      return compare.table;
    },
  },
  {
    name: 'not found',
    open: async ({ page }) => {
      await page.goto('/no-such-page');
      return new PlaceholderPage(page).homeLink;
    },
  },
  {
    name: 'health',
    open: async ({ page }) => {
      const health = new HealthPage(page);
      await health.open();
      return health.status;
    },
  },
];

const signedIn: RouteCase[] = [
  {
    name: 'home, signed in',
    open: async ({ page, shopper }) => {
      await shopper();
      const home = new HomePage(page);
      await home.open();
      return home.footerSignOut;
    },
  },
  {
    name: "a shopper's cart",
    open: async ({ page, shopApi, shopper }) => {
      const { token } = await shopper();
      await shopApi.addToCart(token, { productId: lava.id, quantity: 1 });
      const cart = new CartPage(page);
      await cart.open();
      return cart.lines.first();
    },
  },
  {
    name: 'checkout, the first address',
    open: async ({ page, shopApi, shopper }) => {
      const { token } = await shopper();
      await shopApi.addToCart(token, { productId: lava.id, quantity: 1 });
      const checkout = new CheckoutPage(page);
      await checkout.open();
      return checkout.addressForm;
    },
  },
  {
    name: 'checkout, a saved address',
    open: async ({ page, shopApi, shopper }) => {
      const { token } = await shopper();
      await shopApi.addToCart(token, { productId: lava.id, quantity: 1 });
      await shopApi.saveAddress(token);
      const checkout = new CheckoutPage(page);
      await checkout.open();
      return page.getByRole('radio', { name: /Meera Nair/ });
    },
  },
  {
    name: 'checkout, the review step',
    open: async ({ page, shopApi, shopper }) => {
      const { token } = await shopper();
      await shopApi.addToCart(token, { productId: lava.id, quantity: 1 });
      await shopApi.saveAddress(token);
      const checkout = new CheckoutPage(page);
      await checkout.open();
      await checkout.chooseDelivery(deliveryDates(new Date())[1]!.date, 'standard');
      await checkout.paymentMethod('cod').click();
      await checkout.continueButton.click();
      return checkout.placeOrder;
    },
  },
  {
    name: 'checkout, an empty cart',
    open: async ({ page, shopper }) => {
      await shopper();
      const checkout = new CheckoutPage(page);
      await checkout.open();
      return checkout.empty;
    },
  },
  {
    name: 'orders, none yet',
    open: async ({ page, shopper }) => {
      await shopper();
      const orders = new OrdersPage(page);
      await orders.goto();
      return orders.empty;
    },
  },
  {
    name: 'orders, one placed',
    open: async ({ page, shopper }) => {
      const { token } = await shopper();
      const order = await placeOrderThroughApi(page.request, token);
      const orders = new OrdersPage(page);
      await orders.goto();
      return orders.order(order.orderNumber).root;
    },
  },
  {
    name: 'one order',
    open: async ({ page, shopper }) => {
      const { token } = await shopper();
      const order = await placeOrderThroughApi(page.request, token);
      const orderPage = new OrderPage(page);
      await orderPage.goto(order.orderNumber);
      return orderPage.total;
    },
  },
  {
    name: 'an order that does not exist',
    open: async ({ page, shopper }) => {
      await shopper();
      const orderPage = new OrderPage(page);
      await orderPage.goto('SL-20260101-ZZZZZ');
      return orderPage.notFound;
    },
  },
  {
    name: 'profile, nothing saved',
    open: async ({ page, shopper }) => {
      await shopper();
      const profile = new ProfilePage(page);
      await profile.open();
      return profile.row('shoes').value;
    },
  },
  {
    name: 'profile, every row saved',
    open: async ({ page, shopApi, shopper }) => {
      const account = await shopper();
      await fillProfile(shopApi, account);
      const profile = new ProfilePage(page);
      await profile.open();
      return profile.row('shoes').updated;
    },
  },
];

test.describe('at 1280 px, then 390 px', () => {
  test.use({ viewport: FIRST_VIEWPORT });

  for (const route of [...signedOut, ...signedIn]) {
    test(`${route.name}: no serious or critical axe finding`, async ({ page, shopApi, newAccount }) => {
      const shopper = shopperOnDemand(page, shopApi, newAccount);
      const ready = await route.open({ page, shopApi, shopper });
      const again = route.again && (() => route.again!(page));
      expect(await blockingFindingsAtEachWidth(page, ready, again)).toEqual(CLEAN_AT_EACH_WIDTH);
    });
  }
});

test.describe('a phone only', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the listing's filters, opened: no serious or critical axe finding", async ({ page, listingPage }) => {
    await listingPage.open({ categoryId: '1', category: 'mobiles' });
    await page.getByTestId(testIds.listing.filtersToggle).click();
    await expect(listingPage.search).toBeVisible();
    expect(await blockingAxeFindings(page)).toEqual([]);
  });
});
