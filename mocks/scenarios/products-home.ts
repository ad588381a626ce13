import { productsOfCategory } from '@shop/catalog';
import { api, DEALS_CATEGORY_IDS, FRESH_PICKS_CATEGORY_IDS } from '@shop/core';
import type { HttpHandler } from 'msw';
import { delay } from 'msw';
import { productsHandlers } from '../handlers/products';
import { errorReply, on, reply } from '../http';

const listByCategory = api.products.listByCategory;
const listCategories = api.products.listCategories;

type Outcome = 'fail' | 'hang' | 'answer';

/** The default answer of one page of a category (as `productsHandlers` gives it). */
function pageReply(categoryid: number, page: number, limit: number): Response {
  const products = productsOfCategory(categoryid);
  const start = (page - 1) * limit;
  return reply(listByCategory, {
    products: products.slice(start, start + limit),
    total: products.length,
    page,
    limit,
  });
}

/** The page call, failing or hanging for the listed categories and answering for the others. */
function pagesOf(categoryIds: readonly number[], outcome: (categoryId: number) => Outcome): HttpHandler {
  return on(listByCategory, async ({ body }) => {
    const chosen = categoryIds.includes(body.categoryid) ? outcome(body.categoryid) : 'answer';
    if (chosen === 'fail') return errorReply(503, 'Service unavailable');
    if (chosen === 'hang') await delay('infinite');
    return pageReply(body.categoryid, body.page, body.limit);
  });
}

/**
 * Each category fails its first call, then answers: the Retry story's world. The memory lives
 * in sessionStorage, which every story starts empty (.storybook/preview.tsx).
 */
function failsOnce(categoryId: number): Outcome {
  const key = `mocks.productsHome.failedOnce.${categoryId}`;
  if (typeof sessionStorage === 'undefined' || sessionStorage.getItem(key)) return 'answer';
  sessionStorage.setItem(key, '1');
  return 'fail';
}

const homeCategoryIds = [...DEALS_CATEGORY_IDS, ...FRESH_PICKS_CATEGORY_IDS];

/**
 * Named states of the catalogue calls as the home screen meets them (`products.home.…`).
 * Each replaces the whole `products` area, so list the default handlers last.
 */
export const productsHomeScenarios = {
  /** Nothing arrives: every section shows its skeleton (categories, deals, fresh picks). */
  'products.home.loading': [
    on(listCategories, async () => {
      await delay('infinite');
      return reply(listCategories, { products: [] });
    }),
    pagesOf(homeCategoryIds, () => 'hang'),
    ...productsHandlers,
  ],
  /** Categories 1–5 fail: the deals banner and the built-in deals; the rest as usual. */
  'products.home.deals.error': [pagesOf(DEALS_CATEGORY_IDS, () => 'fail'), ...productsHandlers],
  /** Categories 6–10 fail: the fresh picks banner and the built-in recommendations. */
  'products.home.freshPicks.error': [pagesOf(FRESH_PICKS_CATEGORY_IDS, () => 'fail'), ...productsHandlers],
  /** The deals' first calls fail and the next ones answer: Retry brings the latest deals. */
  'products.home.deals.recovers': [pagesOf(DEALS_CATEGORY_IDS, failsOnce), ...productsHandlers],
  /** Every home call fails: three banners, three fallbacks. */
  'products.home.error': [
    on(listCategories, () => errorReply(503, 'Service unavailable')),
    pagesOf(homeCategoryIds, () => 'fail'),
    ...productsHandlers,
  ],
} satisfies Record<string, HttpHandler[]>;
