import { offeredOptionsOfLine, type OptionedProduct } from '@shop/core/cart';
import type { DetailsChoice } from '@shop/ui/products';

/** What Add to Cart puts in the cart: the quantity and only the options the product comes in. */
export interface DetailsLineChoice {
  readonly qty: number;
  readonly storage?: string;
  readonly color?: string;
}

/**
 * The line the details screen's Add to Cart (and Buy Now) adds (§4). Options pass core's rule
 * (offeredOptionsOfLine): a product without storage or colours never sends one.
 */
export function detailsLine(
  product: OptionedProduct,
  { storage, color, qty }: DetailsChoice,
): DetailsLineChoice {
  const offered = offeredOptionsOfLine(product, { storage, color });
  return {
    qty,
    ...(offered.storage !== null ? { storage: offered.storage } : {}),
    ...(offered.color !== null ? { color: offered.color } : {}),
  };
}
