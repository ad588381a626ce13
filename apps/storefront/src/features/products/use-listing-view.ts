import { LISTING_PAGE_SIZE } from '@shop/core';
import {
  buildListingView,
  type ListingProduct,
  type ListingState,
  type ListingView,
} from '@shop/core/products';
import { useMemo } from 'react';
import { useEdge } from '../qa/defect-edges';

/**
 * The listing as its screen shows it (§2, §9): core's view of the fetched products — filtered,
 * sorted and cut to the current page — whose page passes the listing page's edge (a QA persona
 * may see it otherwise, qa/defect-edges.ts).
 */
export function useListingView<T extends ListingProduct & { readonly imageurl: string }>(
  products: readonly T[],
  listing: ListingState,
): ListingView<T> {
  const view = useMemo(() => buildListingView(products, listing, LISTING_PAGE_SIZE), [products, listing]);
  const items = useEdge('view:listing.page', view.items, listing.sort);
  return useMemo(() => (items === view.items ? view : { ...view, items }), [view, items]);
}
