import { type CartableProduct, localItemFromProduct, type OptionedProduct } from '@shop/core/cart';
import type { DetailsChoice } from '@shop/ui/products';
import { applyEdge } from '../qa/defect-edges';
import { addToCart } from './cart-actions';
import { detailsLine } from './details-line';

/**
 * The details screen's Add to Cart and Buy Now (§4): the line chosen, as the local cart keeps it
 * (its unit price with the storage's surcharge), added — to the local cart signed out, to the
 * account's signed in. The line passes the details add's edge before its price is worked out (a QA
 * persona may add another quantity or storage, qa/defect-edges.ts); a card's add never does.
 */
export function addFromDetails(
  product: CartableProduct & OptionedProduct,
  choice: DetailsChoice,
): Promise<void> {
  const line = applyEdge('mutation:cart.add@details', detailsLine(product, choice));
  return addToCart(localItemFromProduct(product, line));
}
