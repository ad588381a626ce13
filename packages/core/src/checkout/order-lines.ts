import { type CartLineSource, optionedUnitPrices, withOfferedOptions } from '../cart/server-cart';
import type { CartLine } from '../cart/summary';
import type { StoredOrderLine } from './replies';

/**
 * The cart's lines as an order keeps them: each with only the options its product offers (a line
 * kept from before that rule is ordered, and priced, without the rest), at its unit prices with
 * the storage surcharge. The server and the mock API place orders with it, so the two cannot
 * price or copy a line differently.
 */
export function orderLinesOf(cart: readonly CartLineSource[]): StoredOrderLine[] {
  return cart.map(withOfferedOptions).map((line) => {
    const unit = optionedUnitPrices(line, line.storage ?? undefined);
    return {
      productId: line.productId,
      name: line.name,
      brand: line.brand,
      imageurl: line.imageurl,
      storage: line.storage,
      color: line.color,
      quantity: line.quantity,
      unitPrice: unit.price,
      unitOldPrice: unit.oldPrice,
    };
  });
}

/** An order's lines as `orderTotals` reads them. */
export const orderTotalsLines = (lines: readonly StoredOrderLine[]): CartLine[] =>
  lines.map((line) => ({ price: line.unitPrice, oldPrice: line.unitOldPrice, quantity: line.quantity }));
