import { healthHandlers } from './health';
import { imagesHandlers } from './images';
import { productsHandlers } from './products';

export { healthHandlers, imagesHandlers, productsHandlers };

/**
 * Every handler by area. Storybook takes this object as `parameters.msw.handlers`, so a story
 * replaces one area (e.g. `products`) with a named scenario and keeps the others.
 */
export const handlersByArea = {
  products: productsHandlers,
  health: healthHandlers,
  images: imagesHandlers,
};

/** The happy path of the whole API. */
export const handlers = Object.values(handlersByArea).flat();
