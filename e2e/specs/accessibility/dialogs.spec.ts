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
import { Header } from '../../pages/Header';
import { HomePage } from '../../pages/HomePage';
import { OrderPage } from '../../pages/OrderPage';
import { ProfileGuardDialog } from '../../pages/ProfileGuardDialog';
import { ProfilePage, type ProfileRowName } from '../../pages/ProfilePage';
import { SignInRequiredModal } from '../../pages/SignInRequiredModal';
import {
  blockingFindingsAtEachWidth,
  CLEAN_AT_EACH_WIDTH,
  FIRST_VIEWPORT,
  shopperOnDemand,
} from '../../support/accessibility-cases';
import { seedBrowser } from '../../support/cart';
import { placeOrderThroughApi } from '../../support/orders';
import { fillProfile } from '../../support/profile';
import { type ShopApi } from '../../support/shop-api';

/**
 * Issue 29: no serious or critical axe finding while any dialog or popup of the shop is open (the
 * overlays of apps/storefront/src/app/overlays, the screens' own dialogs, the search suggestions and
 * the order's help widget), on a desktop and on a phone. The whole page is checked, as a shopper
 * meets it: the dialog and what it leaves behind it.
 */

const lava = findProduct(125) as Product;
/** The day after tomorrow (IST): every slot is offered on it, whatever the hour of the run. */
const everySlotDate = () => deliveryDates(new Date())[1]!.date;

interface DialogContext {
  page: Page;
  shopApi: ShopApi;
  newAccount: Shopper['account'];
  /** A fresh account, already signed in in the browser. */
  shopper: () => Promise<Shopper>;
}

interface DialogCase {
  readonly name: string;
  /** Opens the dialog and hands back what shows once it is open. */
  readonly open: (context: DialogContext) => Promise<Locator>;
}

const profileModal = (
  row: ProfileRowName,
  modal: keyof Pick<ProfilePage, 'department' | 'heightWeight' | 'ageGroup' | 'fit' | 'shoes'>,
): DialogCase => ({
  name: `the profile's ${row} modal`,
  open: async ({ page, shopper }) => {
    await shopper();
    const profile = new ProfilePage(page);
    await profile.open();
    await profile.row(row).edit.click();
    await expect(profile[modal].loading).toHaveCount(0);
    return profile[modal].save;
  },
});

const cases: DialogCase[] = [
  {
    name: 'sign-in required, from a deal',
    open: async ({ page }) => {
      const home = new HomePage(page);
      await home.open();
      await home.dealCards
        .first()
        .getByRole('button', { name: /Add to Cart/ })
        .click();
      return new SignInRequiredModal(page).submit;
    },
  },
  {
    name: 'sign-in required, at checkout',
    open: async ({ page }) => {
      await seedBrowser(page, { localCart: [localItemFromProduct(lava, { qty: 1 })] });
      await page.goto('/checkout');
      return new SignInRequiredModal(page).submit;
    },
  },
  {
    name: 'the profile guard',
    open: async ({ page }) => {
      await new ProfilePage(page).open();
      return new ProfileGuardDialog(page).signInButton;
    },
  },
  {
    name: 'forgot password, the e-mail step',
    open: async ({ page }) => {
      const auth = new AuthPage(page);
      await auth.open();
      await auth.forgotPasswordLink.click();
      return auth.forgotPassword.sendOtp;
    },
  },
  {
    name: 'forgot password, the code and new password steps',
    open: async ({ page, shopApi, newAccount }) => {
      await shopApi.createAccount(newAccount);
      const auth = new AuthPage(page);
      const wizard = auth.forgotPassword;
      await auth.open();
      await auth.forgotPasswordLink.click();
      await wizard.email.fill(newAccount.email);
      await wizard.sendOtp.click();
      expect(await blockingFindingsAtEachWidth(page, wizard.step('Enter OTP'))).toEqual(CLEAN_AT_EACH_WIDTH);
      await wizard.otp.fill(await shopApi.latestOtp(newAccount.email));
      await wizard.verifyOtp.click();
      return wizard.newPassword;
    },
  },
  {
    name: 'the Terms & Conditions',
    open: async ({ page }) => {
      await page.goto('/auth?tab=signup');
      await page.getByTestId(testIds.signUp.termsLink).click();
      return page.getByRole('dialog', { name: 'Terms & Conditions' });
    },
  },
  {
    name: 'the search suggestions',
    open: async ({ page }) => {
      const home = new HomePage(page);
      await home.open();
      const header = new Header(page);
      await header.typeSearch('sams');
      return header.suggestionOptions.first();
    },
  },
  profileModal('department', 'department'),
  profileModal('height-weight', 'heightWeight'),
  profileModal('age-group', 'ageGroup'),
  profileModal('fit', 'fit'),
  profileModal('shoes', 'shoes'),
  {
    name: "the profile's clear confirmation",
    open: async ({ page, shopApi, shopper }) => {
      await fillProfile(shopApi, await shopper());
      const profile = new ProfilePage(page);
      await profile.open();
      await profile.row('shoes').clear.click();
      return profile.clearConfirm;
    },
  },
  {
    name: "the cart's clear confirmation",
    open: async ({ page, shopApi, shopper }) => {
      const { token } = await shopper();
      await shopApi.addToCart(token, { productId: lava.id, quantity: 1 });
      const cart = new CartPage(page);
      await cart.open();
      await cart.clearButton.click();
      return cart.clearConfirm;
    },
  },
  {
    name: "checkout's address delete confirmation",
    open: async ({ page, shopApi, shopper }) => {
      const { token } = await shopper();
      await shopApi.addToCart(token, { productId: lava.id, quantity: 1 });
      const address = await shopApi.saveAddress(token);
      await new CheckoutPage(page).open();
      await page.getByTestId(testIds.checkout.addressDelete(String(address.id))).click();
      return page.getByTestId(testIds.checkout.addressDeleteDialog);
    },
  },
  {
    name: "checkout's card frame",
    open: async ({ page, shopApi, shopper }) => {
      const { token } = await shopper();
      await shopApi.addToCart(token, { productId: lava.id, quantity: 1 });
      await shopApi.saveAddress(token);
      const checkout = new CheckoutPage(page);
      await checkout.open();
      await checkout.chooseDelivery(everySlotDate(), 'standard');
      await checkout.paymentMethod('card').click();
      return checkout.cardFrame.number;
    },
  },
  {
    name: "an order's help widget",
    open: async ({ page, shopper }) => {
      const { token } = await shopper();
      const order = await placeOrderThroughApi(page.request, token);
      const orderPage = new OrderPage(page);
      await orderPage.goto(order.orderNumber);
      await orderPage.help.toggle.click();
      return orderPage.help.panel;
    },
  },
];

test.describe('at 1280 px, then 390 px', () => {
  test.use({ viewport: FIRST_VIEWPORT });

  for (const dialog of cases) {
    test(`${dialog.name}: no serious or critical axe finding`, async ({ page, shopApi, newAccount }) => {
      const shopper = shopperOnDemand(page, shopApi, newAccount);
      const open = await dialog.open({ page, shopApi, newAccount, shopper });
      expect(await blockingFindingsAtEachWidth(page, open)).toEqual(CLEAN_AT_EACH_WIDTH);
    });
  }

  test.describe('on a first visit', () => {
    test.use({ welcomeTourSeen: false });

    test('every page of the welcome tour: no serious or critical axe finding', async ({
      homePage,
      welcomeTour,
      page,
    }) => {
      // Fourteen axe runs (seven pages, two widths): under a loaded CI machine that is more than a minute.
      test.slow();
      await homePage.open();
      for (let step = 1; step <= 7; step += 1) {
        await expect(welcomeTour.progress).toHaveText(`Step ${step} of 7`);
        expect(await blockingFindingsAtEachWidth(page, welcomeTour.progress), `page ${step}`).toEqual(
          CLEAN_AT_EACH_WIDTH,
        );
        if (step < 7) await welcomeTour.next.click();
      }
      await expect(welcomeTour.finish).toBeVisible();
    });
  });
});
