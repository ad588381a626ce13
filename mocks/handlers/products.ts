import { api, requestMessages } from '@shop/core';
import { categories, findProduct, productsOfCategory } from '@shop/catalog';
import { errorReply, on, reply } from '../http';

/** The catalogue calls, answered from the same generator that seeds the API. */
export const productsHandlers = [
  on(api.products.listCategories, () => reply(api.products.listCategories, { products: [...categories] })),

  on(api.products.listByCategory, ({ body }) => {
    const { categoryid, page, limit } = body;
    if (categoryid !== 0 && !categories.some((category) => category.id === categoryid)) {
      return errorReply(404, requestMessages.categoryNotFound);
    }
    const products = productsOfCategory(categoryid);
    const start = (page - 1) * limit;
    return reply(api.products.listByCategory, {
      products: products.slice(start, start + limit),
      total: products.length,
      page,
      limit,
    });
  }),

  on(api.products.getByIds, ({ body }) => {
    const product = findProduct(body.productId);
    if (!product || product.categoryid !== body.categoryId)
      return errorReply(404, requestMessages.productNotFound);
    return reply(api.products.getByIds, { product });
  }),
];
