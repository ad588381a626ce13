import { findProduct } from '@shop/catalog';
import { localItemFromProduct } from '@shop/core/cart';
import { type Product } from '@shop/core/products';
import { expect, test } from '../fixtures';
import { CheckoutPage } from '../pages/CheckoutPage';
import { seedBrowser } from '../support/cart';

const lava = findProduct(125) as Product;

test('a guest proceeds to checkout, signs in in the modal and goes on with the cart it had', async ({
  page,
  cartPage,
  signInRequired,
  shopper,
}) => {
  await seedBrowser(page, { localCart: [localItemFromProduct(lava, { qty: 1 })] });
  await cartPage.open();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(signInRequired.dialog).toBeVisible();
  await expect(page.getByText('Please sign in to check out. Your cart comes with you.')).toBeVisible();

  await signInRequired.signIn(shopper.account.email, shopper.account.password);
  const checkout = new CheckoutPage(page);
  await expect(checkout.heading).toHaveText('Checkout');
  await expect(checkout.addressForm).toBeVisible();
  await expect(checkout.summary.subtotal).toHaveText('₹21,999');
});
