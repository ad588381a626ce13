import { routePatterns } from '@shop/core';
import { parseProductParams } from '@shop/core/products';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { categoryProductsQueryOptions, productDetailQueryOptions } from '../features/products/api/products';
import { parseListingUrl } from '../features/products/listing-url';

/**
 * The first call of the screen at `href` (the listing's products, a product's details): started at
 * a followed link's click, beside the screen's code (start-shop.tsx starts both), instead of after it
 * (the call would otherwise wait until the code has arrived and the screen has rendered once), and
 * awaited by the server's render of a first screen (src/server-render/). The same call the screen
 * makes, under the same key, so the screen finds it in flight or answered; nothing is asked that
 * the page would not. In the browser its own chunk, fetched at the first click: the parsers it
 * needs are no first page's weight. Settles when the call has (a failure included).
 */
export function prefetchRouteData(
  queryClient: QueryClient,
  href: string,
  origin: string = window.location.origin,
): Promise<void> {
  const url = new URL(href, origin);
  if (url.origin !== origin) return Promise.resolve();

  const product = matchPath(routePatterns.product, url.pathname);
  if (product) {
    const params = parseProductParams(product.params.categoryId, product.params.productId);
    return params.kind === 'catalogue'
      ? queryClient.prefetchQuery(productDetailQueryOptions(params.categoryId, params.productId))
      : Promise.resolve();
  }
  if (matchPath(routePatterns.products, url.pathname)) {
    return queryClient.prefetchQuery(categoryProductsQueryOptions(parseListingUrl(url.search).category.id));
  }
  return Promise.resolve();
}
