import { api } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint';
import type { CatalogueService } from '../services/catalogue/catalogue-service';

/** Spec §7 "Catalogue": served from ready bodies (see CatalogueService). */
export const productRoutes: FastifyPluginAsync<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  registerEndpoint(app, api.products.listCategories, () => catalogue.categoryList());
  registerEndpoint(app, api.products.listByCategory, ({ body }) => catalogue.listing(body));
  registerEndpoint(app, api.products.getByIds, ({ body }) =>
    catalogue.product(body.categoryId, body.productId),
  );
  registerEndpoint(app, api.products.search, ({ query }) => catalogue.search(query));
};
