import { OFFLINE_TAX } from '../constants';
import type { CartSummary } from '../contract';
import { promoAppliedText, promoBelowMinimumText, promoMessages, promoUnknownText } from '../texts/promo';
import { gstOn } from './summary';

/**
 * The demo promo codes (ours: §2 leaves Apply's behaviour open; README "Promo codes"). A code takes
 * money off the subtotal before GST; delivery is untouched.
 */
export interface PromoCodeRule {
  readonly code: string;
  /** Percent of the subtotal taken off, rounded to whole rupees … */
  readonly percentOff?: number;
  /** … at most this much. */
  readonly maxDiscount?: number;
  /** A fixed amount taken off. */
  readonly amountOff?: number;
  /** The subtotal the code needs (0: any cart). */
  readonly minSubtotal: number;
}

export const PROMO_CODES: readonly PromoCodeRule[] = [
  { code: 'SAVE10', percentOff: 10, maxDiscount: 2_000, minSubtotal: 0 },
  { code: 'FLAT500', amountOff: 500, minSubtotal: 5_000 },
];

/** A code in force and what it takes off the current subtotal. */
export interface AppliedPromo {
  readonly code: string;
  readonly discount: number;
}

export type PromoCodeResult =
  | { readonly ok: true; readonly promo: AppliedPromo; readonly message: string }
  | { readonly ok: false; readonly reason: 'empty' | 'unknown' | 'belowMinimum'; readonly message: string };

/** Codes are matched trimmed and case-insensitively ('  save10 ' is SAVE10). */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

export function findPromoCode(input: string): PromoCodeRule | undefined {
  const code = normalizePromoCode(input);
  return PROMO_CODES.find((rule) => rule.code === code);
}

function ruleDiscount(rule: PromoCodeRule, subtotal: number): number {
  const percent = rule.percentOff === undefined ? 0 : Math.round((subtotal * rule.percentOff) / 100);
  const capped = rule.maxDiscount === undefined ? percent : Math.min(percent, rule.maxDiscount);
  return Math.min(capped + (rule.amountOff ?? 0), subtotal);
}

/**
 * The Apply button: the code and its saving on this subtotal, or why not (with the text to show).
 */
export function applyPromoCode(input: string, subtotal: number): PromoCodeResult {
  const typed = input.trim();
  if (typed === '') return { ok: false, reason: 'empty', message: promoMessages.empty };
  const rule = findPromoCode(typed);
  if (!rule) return { ok: false, reason: 'unknown', message: promoUnknownText(typed) };
  if (subtotal < rule.minSubtotal) {
    return { ok: false, reason: 'belowMinimum', message: promoBelowMinimumText(rule.code, rule.minSubtotal) };
  }
  const discount = ruleDiscount(rule, subtotal);
  return { ok: true, promo: { code: rule.code, discount }, message: promoAppliedText(rule.code, discount) };
}

/**
 * A kept code against the cart as it is now (the lines change after Apply): its saving, or null when
 * the code is unknown or the subtotal has fallen below its minimum.
 */
export function appliedPromo(code: string | null | undefined, subtotal: number): AppliedPromo | null {
  if (!code) return null;
  const result = applyPromoCode(code, subtotal);
  return result.ok ? result.promo : null;
}

/**
 * A code sent with an order: none (absent, blank) or exactly one known code is fine (`undefined`);
 * anything else — an unknown code, or two at once ('SAVE10,FLAT500') — is refused with the Apply
 * button's text, never silently ignored. A known code the subtotal does not meet simply saves nothing.
 */
export function orderPromoCodeRefusal(input: string | null | undefined): string | undefined {
  const typed = input?.trim() ?? '';
  if (typed === '' || findPromoCode(typed)) return undefined;
  return promoUnknownText(typed);
}

export type CartSummaryWithPromo = CartSummary & { readonly promo?: AppliedPromo };

/**
 * The Order Summary with a promo code: the discount (capped at the subtotal) comes off before GST,
 * so tax is 18 % of (subtotal − discount) and total = subtotal − discount + delivery + tax. Offline
 * (§4, §9) tax stays 0. Without a promo the base summary is returned untouched (its §9 fallbacks kept).
 */
export function summaryWithPromo(
  base: CartSummary,
  promo: AppliedPromo | null | undefined,
  options: { readonly offline: boolean },
): CartSummaryWithPromo {
  if (!promo) return base;
  const discount = Math.max(0, Math.min(promo.discount, base.subtotal));
  const taxable = base.subtotal - discount;
  const tax = options.offline ? OFFLINE_TAX : gstOn(taxable);
  return {
    ...base,
    promo: { code: promo.code, discount },
    tax,
    total: taxable + base.deliveryFee + tax,
  };
}
