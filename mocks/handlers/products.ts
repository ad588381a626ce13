import { api, requestMessages } from '@shop/core';
import { matchesEveryTerm, searchTerms, searchWords, type SearchHit } from '@shop/core/products';
import { categories, findProduct, productsOfCategory } from '@shop/catalog';
import { errorReply, on, reply } from '../http';
import { withStockLeft } from '../state/stock';

/** ts_rank's default weights for the fields of the search document: name A, brand B, category C. */
const FIELD_WEIGHTS = [1, 0.4, 0.2] as const;

/**
 * The header search as the server answers it: every term starts a word of the name, brand or
 * category name together. The database ranks with ts_rank; here each term scores the weight of
 * the best field it prefixes, which orders the same way for the usual cases (a name match before a
 * category-only one, equal scores by id) but not always: parity rows assert only those.
 */
function searchCatalogue(q: string, categoryId: number, limit: number): SearchHit[] {
  const terms = searchTerms(q);
  if (terms.length === 0) return [];
  const scored: { hit: SearchHit; score: number }[] = [];
  for (const product of productsOfCategory(categoryId)) {
    const category = categories.find((candidate) => candidate.id === product.categoryid);
    const fields = [
      product.productname,
      product.brand,
      category ? `${category.productname} ${category.description}` : '',
    ];
    if (!matchesEveryTerm(terms, fields.join(' '))) continue;
    const score = terms.reduce((sum, term) => {
      const best = fields.findIndex((field) => searchWords(field).some((word) => word.startsWith(term)));
      return sum + (best < 0 ? 0 : FIELD_WEIGHTS[best as 0 | 1 | 2]);
    }, 0);
    const { id, productname, brand, price, oldprice, discountpercent, imageurl, categoryid } = product;
    scored.push({
      hit: {
        id,
        productname,
        brand,
        price,
        oldprice,
        discountpercent,
        imageurl,
        categoryid,
        categories: product.categories,
      },
      score,
    });
  }
  scored.sort((a, b) => b.score - a.score || a.hit.id - b.hit.id);
  return scored.slice(0, limit).map(({ hit }) => hit);
}

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
      products: products.slice(start, start + limit).map(withStockLeft),
      total: products.length,
      page,
      limit,
    });
  }),

  on(api.products.getByIds, ({ body }) => {
    const product = findProduct(body.productId);
    if (!product || product.categoryid !== body.categoryId)
      return errorReply(404, requestMessages.productNotFound);
    return reply(api.products.getByIds, { product: withStockLeft(product) });
  }),

  on(api.products.search, ({ query }) =>
    reply(api.products.search, { products: searchCatalogue(query.q, query.categoryId, query.limit) }),
  ),
];
