import { LISTING_FETCH_LIMIT, LISTING_FETCH_PAGE } from '@shop/core';
import { productEndpoints, type ListingReply, type Product } from '@shop/core/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { queryKeys, type ProductListParams } from '../../../api/keys';

// The calls take no texts: what a failure shows comes from @shop/core's failure table
// (`failureText('products' | 'productDetails' | 'search', error)`).

/** One page of a category's products (§7 POST /products/by-category; categoryId 0 = all). */
export const fetchProductPage = ({ categoryId, page, limit }: ProductListParams, signal?: AbortSignal) =>
  apiClient.call(productEndpoints.listByCategory, { body: { categoryid: categoryId, page, limit }, signal });

export const productPageQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: queryKeys.products.list(params),
    queryFn: ({ signal }): Promise<ListingReply> => fetchProductPage(params, signal),
  });

/** A few products of one category (the home page's deals and fresh picks read the first two). */
export function useProductPage(params: ProductListParams) {
  return useQuery(productPageQueryOptions(params));
}

/** Pages beyond the first that the listing still needs to hold `total` products. */
function remainingPages(total: number, limit: number): number[] {
  const pages = Math.ceil(total / limit);
  return Array.from({ length: Math.max(0, pages - LISTING_FETCH_PAGE) }, (_, index) => index + 2);
}

/**
 * Every product of a category, for the listing screen (§2, §9: it fetches page 1 of 100 and filters,
 * sorts and pages on the client). A category holds fewer than 100; 'all' (id 0) holds more, and
 * the issue asks that 'all' lists every product, so the remaining pages of 100 follow in parallel.
 */
export const categoryProductsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: queryKeys.products.category(categoryId),
    queryFn: async ({ signal }): Promise<{ products: Product[]; total: number }> => {
      const first = await fetchProductPage(
        { categoryId, page: LISTING_FETCH_PAGE, limit: LISTING_FETCH_LIMIT },
        signal,
      );
      const rest = await Promise.all(
        remainingPages(first.total, LISTING_FETCH_LIMIT).map((page) =>
          fetchProductPage({ categoryId, page, limit: LISTING_FETCH_LIMIT }, signal),
        ),
      );
      const products = [first, ...rest].flatMap((reply) => reply.products);
      return { products, total: products.length };
    },
  });

export function useCategoryProducts(categoryId: number) {
  return useQuery(categoryProductsQueryOptions(categoryId));
}

/** One product (§7 POST /products/by-ids). Ids are validated by the caller before asking. */
export const productDetailQueryOptions = (categoryId: number, productId: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(categoryId, productId),
    queryFn: async ({ signal }): Promise<Product> =>
      (await apiClient.call(productEndpoints.getByIds, { body: { categoryId, productId }, signal })).product,
  });

export function useProductDetail(categoryId: number, productId: number, enabled = true) {
  return useQuery({ ...productDetailQueryOptions(categoryId, productId), enabled });
}
