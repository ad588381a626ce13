import type { ProductParams } from '@shop/core/products';
import { useProductDetail } from './api/products';
import { useSampleProducts } from './api/sample-products';
import type { ShownProduct } from './product-view';

export type ShownProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: ShownProduct }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

/**
 * The product the route shows. Catalogue ids ask the server (§7 POST /products/by-ids); sample ids
 * ('prod-1001', from the listing's offline fallback) come from the built-in sample catalogue, loaded
 * only then so the details chunk stays small; malformed ids ask nothing.
 */
export function useShownProduct(params: ProductParams): ShownProductState {
  const catalogue = params.kind === 'catalogue';
  const remote = useProductDetail(
    catalogue ? params.categoryId : 0,
    catalogue ? params.productId : 0,
    catalogue,
  );
  const sampleId = params.kind === 'sample' ? params.productId : '';
  const sampleCategoryId = params.kind === 'sample' ? params.categoryId : 0;
  const sample = useSampleProducts(params.kind === 'sample');

  if (params.kind === 'sample') {
    if (sample.isPending) return { status: 'loading' };
    if (sample.isError) return { status: 'error', error: sample.error };
    const product = sample.data.find((candidate) => candidate.id === sampleId);
    return product && product.categoryid === sampleCategoryId
      ? { status: 'ready', product }
      : { status: 'not-found' };
  }
  if (remote.isPending) return { status: 'loading' };
  if (remote.isError) return { status: 'error', error: remote.error };
  return { status: 'ready', product: remote.data };
}
