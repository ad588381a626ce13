import { GST_RATE, OFFLINE_DELIVERY_FEE, OFFLINE_TAX } from '../constants';
import type { CartItem, CartSummary } from '../contract';
import { lineSavings, lineTotal, type PriceInput } from '../rules/prices';

// Beside the lines' arithmetic, not here: the header's badge counts units without the summary.
export { cartItemCount } from '../rules/prices';

/** What the arithmetic needs of a line, whether it comes from the server cart or the local one. */
export interface CartLine {
  readonly price: PriceInput;
  readonly oldPrice?: PriceInput;
  readonly quantity: number;
}

/** Every order qualifies for free delivery (ARCHITECTURE.md "Cart"). */
export const DELIVERY_FEE = 0;

/** GST on a subtotal, rounded to whole rupees (§9). */
export function gstOn(subtotal: number): number {
  return Math.round(GST_RATE * subtotal);
}

function sums(lines: readonly CartLine[]): { subtotal: number; youSave: number } {
  return lines.reduce(
    (acc, line) => ({
      subtotal: acc.subtotal + lineTotal(line.price, line.quantity),
      youSave: acc.youSave + lineSavings(line.price, line.oldPrice, line.quantity),
    }),
    { subtotal: 0, youSave: 0 },
  );
}

/**
 * The cart summary (ARCHITECTURE.md "Cart"): subtotal, youSave, free delivery, GST 18 % of the
 * subtotal rounded, total. The server answers with this, so the arithmetic exists once.
 */
export function cartSummary(lines: readonly CartLine[]): CartSummary {
  const { subtotal, youSave } = sums(lines);
  const tax = gstOn(subtotal);
  return { subtotal, youSave, deliveryFee: DELIVERY_FEE, tax, total: subtotal + DELIVERY_FEE + tax };
}

/** The offline mock cart (§4, §9): delivery fee and tax 0. */
export function offlineCartSummary(lines: readonly CartLine[]): CartSummary {
  const { subtotal, youSave } = sums(lines);
  return {
    subtotal,
    youSave,
    deliveryFee: OFFLINE_DELIVERY_FEE,
    tax: OFFLINE_TAX,
    total: subtotal + OFFLINE_DELIVERY_FEE + OFFLINE_TAX,
  };
}

/** A summary as a server (or an older one) may send it: any field can be missing. */
export type PartialCartSummary = { readonly [K in keyof CartSummary]?: number | null };

const given = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The Order Summary the cart page shows (§9): the server's figures where it gives them, the lines'
 * arithmetic where it does not. Tax falls back to 18 % of the subtotal rounded; the total falls back
 * to subtotal plus tax when it is missing or not positive.
 */
export function displaySummary(
  server: PartialCartSummary | null | undefined,
  lines: readonly CartLine[],
): CartSummary {
  const computed = sums(lines);
  const subtotal = given(server?.subtotal) ? server.subtotal : computed.subtotal;
  const youSave = given(server?.youSave) ? server.youSave : computed.youSave;
  const deliveryFee = given(server?.deliveryFee) ? server.deliveryFee : DELIVERY_FEE;
  const tax = given(server?.tax) ? server.tax : gstOn(subtotal);
  const total = given(server?.total) && server.total > 0 ? server.total : subtotal + tax;
  return { subtotal, youSave, deliveryFee, tax, total };
}

/** A server cart line's `totals` (§3), from the same arithmetic as the summary. */
export function cartItemTotals(
  price: PriceInput,
  oldPrice: PriceInput,
  quantity: number,
): { total: number; youSave: number } {
  return { total: lineTotal(price, quantity), youSave: lineSavings(price, oldPrice, quantity) };
}

/** The server cart's items as lines for the arithmetic above. */
export function linesFromCartItems(items: readonly CartItem[]): CartLine[] {
  return items.map((item) => ({
    price: item.product.price,
    oldPrice: item.product.oldprice,
    quantity: item.quantity,
  }));
}
