import type { SampleProduct } from '@shop/catalog/sample';
import {
  brandOptions,
  isInCompare,
  isInWishlist,
  listingReducer,
  type ListingAction,
  type Product,
} from '@shop/core/products';
import { CompareButton, ListingScreen } from '@shop/ui/products';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAskedListing } from '../../features/products/use-asked-listing';
import { useCategoryProducts } from '../../features/products/api/products';
import { useSampleProducts } from '../../features/products/api/sample-products';
import { addFromCard } from '../../features/cart/card-add';
import { useDocumentTitle } from '../../lib/document-title';
import { rememberCategory } from '../../lib/remembered-category';
import { useListingView } from '../../features/products/use-listing-view';
import { useCompareStore, useIsCompareFull } from '../../features/products/stores/compare-store';
import { useWishlistStore } from '../../features/products/stores/wishlist-store';
import { listingUrl, parseListingUrl, type ListingLayout } from '../../features/products/listing-url';
import { useSearchDraft } from '../../features/products/use-search-draft';
import { useListingHistory } from '../../features/products/use-listing-history';

/** Edits that come as a stream (typing, dragging a thumb) replace one history entry, not one each. */
const STREAMING_ACTIONS: ReadonlySet<string> = new Set<ListingAction['type']>([
  'search',
  'minPrice',
  'maxPrice',
]);

/**
 * The product listing (spec §2, §4, §9). Its state is the URL (see listing-url.ts): every filter,
 * sort, page or view change navigates, so back/forward, reload and shared links show the same
 * list. Products come from the category's catalogue call; when it fails, the built-in sample
 * catalogue is listed under the §2 notice.
 */
export function ProductsRoute() {
  const location = useLocation();
  const state = useMemo(() => parseListingUrl(location.search), [location.search]);
  const { category, layout } = state;
  useDocumentTitle(category.title);

  // Details' 'Back to Products' returns to the category last listed (§2).
  useEffect(() => {
    rememberCategory({ id: category.id, slug: category.slug });
  }, [category.id, category.slug]);

  const query = useCategoryProducts(category.id);
  const sample = useSampleProducts(query.isError).data ?? null;
  const showingSample = query.isError && sample !== null;
  const products = useMemo<readonly (Product | SampleProduct)[]>(
    () => query.data?.products ?? (query.isError ? (sample ?? []) : []),
    [query.data, query.isError, sample],
  );

  const navigateListing = useListingHistory(STREAMING_ACTIONS);
  const go = (next: typeof state, edit: string) => navigateListing(listingUrl(next), edit);

  // The search box filters at once; its text reaches the URL after a pause (use-search-draft.ts).
  const search = useSearchDraft(
    state.listing.filters.search,
    (text) =>
      go({ ...state, listing: listingReducer(state.listing, { type: 'search', search: text }) }, 'search'),
    () => parseListingUrl(window.location.search).listing.filters.search,
  );
  const listing = useMemo(
    () =>
      search.text === state.listing.filters.search
        ? state.listing
        : listingReducer(state.listing, { type: 'search', search: search.text }),
    [search.text, state.listing],
  );
  const shown = useMemo(() => ({ ...state, listing }), [state, listing]);
  const asked = useAskedListing(shown, `${location.pathname}${location.search}`);
  /** An edit: on its way to the URL, and what the next edit builds on. */
  const edit = (next: typeof state, action: string) => {
    const url = listingUrl(next);
    asked.ask(next, url);
    navigateListing(url, action);
  };
  const view = useListingView(products, listing);
  const brands = useMemo(() => brandOptions(products), [products]);

  const onAction = (action: ListingAction) => {
    if (action.type === 'search') return search.type(action.search);
    const current = asked.current();
    const next = listingReducer(current.listing, action);
    search.settle(next.filters.search);
    edit({ ...current, listing: next }, action.type);
    // A new page starts at the top of the list, as a page load would.
    if (action.type === 'page') window.scrollTo({ top: 0 });
  };

  const onLayoutChange = (next: ListingLayout) => {
    if (next === layout) return;
    const current = asked.current();
    search.settle(current.listing.filters.search);
    edit({ ...current, layout: next }, 'layout');
  };

  const wishlistKeys = useWishlistStore((store) => store.keys);
  const toggleWishlist = useWishlistStore((store) => store.toggle);
  const compareItems = useCompareStore((store) => store.items);
  const toggleCompare = useCompareStore((store) => store.toggle);
  const compareFull = useIsCompareFull();

  return (
    <ListingScreen
      status={query.isPending || (query.isError && sample === null) ? 'loading' : 'ready'}
      showingSample={showingSample}
      title={category.title}
      items={view.items}
      total={view.total}
      found={view.found}
      filtered={view.filtered}
      page={view.page}
      pageCount={view.pageCount}
      filters={listing.filters}
      brands={brands}
      sort={listing.sort}
      layout={layout}
      onAction={onAction}
      onLayoutChange={onLayoutChange}
      isWishlisted={(product) => isInWishlist(wishlistKeys, product.id)}
      onWishlistChange={(product) => toggleWishlist(product.id)}
      onAddToCart={addFromCard}
      cardActions={(product) => (
        <CompareButton
          productId={product.id}
          productName={product.productname}
          selected={isInCompare(compareItems, product.id)}
          limitReached={compareFull}
          fullWidth={layout === 'grid'}
          onToggle={() => toggleCompare(product)}
        />
      )}
    />
  );
}
