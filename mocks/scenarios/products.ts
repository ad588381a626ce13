import { api } from '@shop/core';
import { delay } from 'msw';
import { productsHandlers } from '../handlers/products';
import { errorReply, networkDown, on, reply } from '../http';
import { productsDetailsScenarios } from './products-details';
import { productsHomeScenarios } from './products-home';
import { productsListingScenarios } from './products-listing';
import { productsSearchScenarios } from './products-search';

const listCategories = api.products.listCategories;

/** Named states of the catalogue calls; each replaces the `products` area. */
export const productsScenarios = {
  'products.ok': productsHandlers,
  'products.categories.loading': [
    on(listCategories, async () => {
      await delay('infinite');
      return reply(listCategories, { products: [] });
    }),
    ...productsHandlers,
  ],
  'products.categories.error': [
    on(listCategories, () => errorReply(503, 'Service unavailable')),
    ...productsHandlers,
  ],
  'products.categories.network-down': [on(listCategories, () => networkDown()), ...productsHandlers],
  'products.categories.empty': [
    on(listCategories, () => reply(listCategories, { products: [] })),
    ...productsHandlers,
  ],
  ...productsHomeScenarios,
  ...productsListingScenarios,
  ...productsDetailsScenarios,
  ...productsSearchScenarios,
};
