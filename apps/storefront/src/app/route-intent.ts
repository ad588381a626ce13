import { routePatterns } from '@shop/core';
import { parseProductParams } from '@shop/core/products';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { categoryProductsQueryOptions, productDetailQueryOptions } from '../features/products/api/products';
import { parseListingUrl } from '../features/products/listing-url';

/**
 * A followed link to the listing or a product: its first call starts at the click, beside the
 * screen's code (main.tsx starts both), instead of after it (the call would otherwise wait until
 * the code has arrived and the screen has rendered once). The same call the screen makes, under
 * the same key, so the screen finds it in flight or answered; nothing is asked that the page would
 * not. Its own chunk, fetched at the first click: the parsers it needs are no first page's weight.
 */
export function prefetchRouteData(queryClient: QueryClient, href: string): void {
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) return;

  const product = matchPath(routePatterns.product, url.pathname);
  if (product) {
    const params = parseProductParams(product.params.categoryId, product.params.productId);
    if (params.kind === 'catalogue') {
      void queryClient.prefetchQuery(productDetailQueryOptions(params.categoryId, params.productId));
    }
    return;
  }
  if (matchPath(routePatterns.products, url.pathname)) {
    void queryClient.prefetchQuery(categoryProductsQueryOptions(parseListingUrl(url.search).category.id));
  }
}
