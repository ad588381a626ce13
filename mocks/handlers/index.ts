import { cartHandlers } from './cart';
import { addressesHandlers } from './addresses';
import { checkoutHandlers } from './checkout';
import { googleSignInHandlers } from './google-sign-in';
import { healthHandlers } from './health';
import { imagesHandlers } from './images';
import { mailboxHandlers } from './mailbox';
import { ordersHandlers } from './orders';
import { paymentsHandlers } from './payments';
import { productsHandlers } from './products';
import { profileHandlers } from './profile';
import { usersHandlers } from './users';

export {
  addressesHandlers,
  cartHandlers,
  checkoutHandlers,
  googleSignInHandlers,
  healthHandlers,
  imagesHandlers,
  mailboxHandlers,
  ordersHandlers,
  paymentsHandlers,
  productsHandlers,
  profileHandlers,
  usersHandlers,
};

/**
 * Every handler by area. Storybook takes this object as `parameters.msw.handlers`, so a story
 * replaces one area (e.g. `products`) with a named scenario and keeps the others.
 */
export const handlersByArea = {
  products: productsHandlers,
  health: healthHandlers,
  images: imagesHandlers,
  // Before `users`: its GET /users/:userId would take GET /users/physical-stats (a 400), and the
  // profile scenarios that replace the user's read ('profile.user.error') must come first.
  profile: profileHandlers,
  users: usersHandlers,
  googleSignIn: googleSignInHandlers,
  mailbox: mailboxHandlers,
  cart: cartHandlers,
  checkout: checkoutHandlers,
  addresses: addressesHandlers,
  payments: paymentsHandlers,
  orders: ordersHandlers,
};

/** The happy path of the whole API. */
export const handlers = Object.values(handlersByArea).flat();
