import { failureText, isHttpStatus, paths } from '@shop/core';
import { parseProductParams, productMessages, type ProductParams } from '@shop/core/products';
import { useLoadOnFirstIntent } from '@shop/ui';
import { DetailsScreen, type DetailsScreenProps } from '@shop/ui/products';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { addFromDetails, detailsCartActions } from '../../features/cart/details-add';
import { useDocumentTitle } from '../../lib/document-title';
import { rememberedListingPath } from '../../lib/remembered-category';
import {
  useCompareStore,
  useIsCompareFull,
  useIsInCompare,
} from '../../features/products/stores/compare-store';
import { useIsInWishlist, useWishlistStore } from '../../features/products/stores/wishlist-store';
import { detailsProductFrom, type ShownProduct } from '../../features/products/product-view';
import { useShownProduct, type ShownProductState } from '../../features/products/use-shown-product';

/** The error states of §2/§8 from what went wrong. */
function errorProps(
  params: ProductParams,
  state: ShownProductState,
  backToProductsHref: string,
): DetailsScreenProps | null {
  if (params.kind === 'invalid') {
    return {
      status: 'error',
      title: productMessages.detailsErrorTitle,
      message: productMessages.invalidParameters,
      backToProductsHref,
    };
  }
  if (state.status === 'not-found' || (state.status === 'error' && isHttpStatus(state.error, 404))) {
    return { status: 'error', title: productMessages.detailsNotFoundTitle, backToProductsHref };
  }
  if (state.status === 'error') {
    return {
      status: 'error',
      title: productMessages.detailsErrorTitle,
      message: failureText('productDetails', state.error),
      backToProductsHref,
    };
  }
  return null;
}

/** Product details, /product/{categoryId}/{productId} (§2, §4, §9). */
export function ProductRoute() {
  const { categoryId, productId } = useParams();
  const params = useMemo(() => parseProductParams(categoryId, productId), [categoryId, productId]);
  const state = useShownProduct(params);
  const backToProductsHref = useMemo(() => rememberedListingPath(), []);
  useDocumentTitle(state.status === 'ready' ? state.product.productname : 'Product details');

  const failed = errorProps(params, state, backToProductsHref);
  if (failed) return <DetailsScreen {...failed} />;
  if (state.status !== 'ready') return <DetailsScreen status="loading" />;
  return <ProductDetails product={state.product} productsHref={backToProductsHref} />;
}

function ProductDetails({ product, productsHref }: { product: ShownProduct; productsHref: string }) {
  const navigate = useNavigate();
  const shown = useMemo(() => detailsProductFrom(product), [product]);
  const wishlisted = useIsInWishlist(product.id);
  const toggleWishlist = useWishlistStore((store) => store.toggle);
  const compared = useIsInCompare(product.id);
  const compareFull = useIsCompareFull();
  const toggleCompare = useCompareStore((store) => store.toggle);
  useLoadOnFirstIntent(detailsCartActions);

  return (
    <DetailsScreen
      status="ready"
      product={shown}
      productsHref={productsHref}
      onAddToCart={(choice) => void addFromDetails(product, choice)}
      onBuyNow={(choice) => void addFromDetails(product, choice, () => void navigate(paths.cart()))}
      wishlist={{ selected: wishlisted, onToggle: () => toggleWishlist(product.id) }}
      compare={{
        selected: compared,
        limitReached: compareFull,
        onToggle: () => toggleCompare(product),
      }}
    />
  );
}
