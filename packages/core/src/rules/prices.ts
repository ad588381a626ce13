import { toAmount } from '../format/currency';

/** Prices arrive as numbers (catalogue) or text (server cart lines, §3). */
export type PriceInput = number | string | null | undefined;

/** §2: a line's total is price times quantity. */
export function lineTotal(price: PriceInput, quantity: number): number {
  return toAmount(price) * quantity;
}

/** What one unit saves: old price minus price, only when the old price is higher (§9); else 0. */
export function unitSavings(price: PriceInput, oldPrice: PriceInput): number {
  const saved = toAmount(oldPrice) - toAmount(price);
  return saved > 0 ? saved : 0;
}

/** A line's savings: (old − price) × quantity when old > price. */
export function lineSavings(price: PriceInput, oldPrice: PriceInput, quantity: number): number {
  return unitSavings(price, oldPrice) * quantity;
}

/** 'N% off' from the prices, whole percent (0 when there is no saving). */
export function discountPercentFrom(price: PriceInput, oldPrice: PriceInput): number {
  const old = toAmount(oldPrice);
  const saved = unitSavings(price, oldPrice);
  return old > 0 && saved > 0 ? Math.round((saved / old) * 100) : 0;
}

/** Units in the cart ('Subtotal (N items)', the header badge): every line's quantity, summed. */
export function cartItemCount(lines: readonly { readonly quantity: number }[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}
