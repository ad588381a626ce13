import { cartHandlers } from './cart';
import { healthHandlers } from './health';
import { imagesHandlers } from './images';
import { mailboxHandlers } from './mailbox';
import { productsHandlers } from './products';
import { usersHandlers } from './users';

export { cartHandlers, healthHandlers, imagesHandlers, mailboxHandlers, productsHandlers, usersHandlers };

/**
 * Every handler by area. Storybook takes this object as `parameters.msw.handlers`, so a story
 * replaces one area (e.g. `products`) with a named scenario and keeps the others.
 */
export const handlersByArea = {
  products: productsHandlers,
  health: healthHandlers,
  images: imagesHandlers,
  users: usersHandlers,
  mailbox: mailboxHandlers,
  cart: cartHandlers,
};

/** The happy path of the whole API. */
export const handlers = Object.values(handlersByArea).flat();
