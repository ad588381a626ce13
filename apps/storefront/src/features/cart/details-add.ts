import { failureText } from '@shop/core';
import { type CartableProduct, localItemFromProduct, type OptionedProduct } from '@shop/core/cart';
import { onDemand } from '@shop/ui';
import type { DetailsChoice } from '@shop/ui/products';
import { applyEdge } from '../qa/defect-edges';
import { notify } from '../../stores/notices-store';
import { detailsLine } from './details-line';

/**
 * The cart's actions (its mutations, the device carts, the request ids): not the product page's
 * first screen, which shows no cart. Fetched at the shopper's first sign of use of the page
 * (ProductRoute's useLoadOnFirstIntent), so Add to Cart finds them there.
 */
export const detailsCartActions = onDemand(() => import('./cart-actions'));

/**
 * The details screen's Add to Cart and Buy Now (§4): the line chosen, as the local cart keeps it
 * (its unit price with the storage's surcharge), added — to the local cart signed out, to the
 * account's signed in. The line passes the details add's edge before its price is worked out (a QA
 * persona may add another quantity or storage, qa/defect-edges.ts); a card's add never does.
 * `then` runs once the add has started (Buy Now's move to the cart, which then shows the line),
 * even if the cart's code could not be fetched (then the shopper is told the add failed).
 */
export async function addFromDetails(
  product: CartableProduct & OptionedProduct,
  choice: DetailsChoice,
  then?: () => void,
): Promise<void> {
  const line = applyEdge('mutation:cart.add@details', detailsLine(product, choice));
  let added: Promise<void>;
  try {
    const { addToCart } = await detailsCartActions.load();
    added = addToCart(localItemFromProduct(product, line));
  } catch (error) {
    // The cart's code did not arrive: nothing was added, not even on this device. Said as any
    // failed add is; the next press asks for the code again.
    notify(failureText('addToCart', error), { tone: 'error' });
    return;
  } finally {
    then?.();
  }
  return added;
}
