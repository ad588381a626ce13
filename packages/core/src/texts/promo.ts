/**
 * Promo codes on the cart page (ours: §2 shows the input and Apply, not what they do; README
 * "Promo codes").
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */
import { formatRupees } from '../format/currency';

export const promoMessages = {
  /** Apply with nothing typed. */
  empty: 'Please enter a promo code',
  /** The code removed from the cart. */
  removed: 'Promo code removed',
} as const;

/** "Promo code 'HELLO' is not valid" (the code as typed, trimmed). */
export function promoUnknownText(code: string): string {
  return `Promo code '${code}' is not valid`;
}

/** 'FLAT500 needs a subtotal of ₹5,000 or more'. */
export function promoBelowMinimumText(code: string, minimumSubtotal: number): string {
  return `${code} needs a subtotal of ${formatRupees(minimumSubtotal)} or more`;
}

/** 'SAVE10 applied: you save ₹1,234'. */
export function promoAppliedText(code: string, discount: number): string {
  return `${code} applied: you save ${formatRupees(discount)}`;
}
