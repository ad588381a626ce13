import { appliedPromo } from '../cart/promo-codes';
import { GST_RATE } from '../constants';
import { formatRupees } from '../format/currency';
import { cartSummary, type CartLine, gstOn } from '../cart/summary';
import type { DeliverySlotKind } from '../enums/checkout';
import { deliverySlotRule } from './delivery-slots';

/**
 * The seller on every invoice (README "Checkout"; a made-up company). Its state decides the GST
 * split: CGST + SGST for a delivery within Karnataka, IGST for one to any other state.
 */
export const SELLER = {
  name: 'ShopLane Retail Private Limited',
  gstin: '29AAKCS4821M1ZQ',
  address: '4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034, Karnataka',
  state: 'Karnataka',
  stateCode: '29',
} as const;

/** How the invoice shows the tax (amounts in paise: half of a whole-rupee tax may end in 50 paise). */
export type GstSplit =
  | { readonly kind: 'intraState'; readonly cgstPaise: number; readonly sgstPaise: number }
  | { readonly kind: 'interState'; readonly igstPaise: number };

/** The tax of the cart's rule (18 % of the taxable value, whole rupees) split by the buyer's state. */
export function gstSplit(taxRupees: number, buyerStateCode: string): GstSplit {
  const paise = taxRupees * 100;
  if (buyerStateCode !== SELLER.stateCode) return { kind: 'interState', igstPaise: paise };
  const cgstPaise = Math.floor(paise / 2);
  return { kind: 'intraState', cgstPaise, sgstPaise: paise - cgstPaise };
}

/** 9% / 18%: whole percent when whole, else one decimal. */
const percent = (rate: number): string => `${Math.round(rate * 1000) / 10}%`;

/**
 * The tax lines' labels, 'CGST @ 9%', as the invoice and the order page both print them: one
 * table, so the two cannot drift.
 */
export const GST_LINE_LABELS = {
  cgst: `CGST @ ${percent(GST_RATE / 2)}`,
  sgst: `SGST @ ${percent(GST_RATE / 2)}`,
  igst: `IGST @ ${percent(GST_RATE)}`,
} as const;

export interface OrderTotals {
  /** Lines at their prices (whole rupees, as the cart). */
  readonly subtotal: number;
  /** Old prices above prices, as the cart's 'You Save'. */
  readonly youSave: number;
  readonly promoCode: string | null;
  readonly discount: number;
  readonly deliveryFee: number;
  /** Subtotal less the promo discount: what GST is charged on. */
  readonly taxableValue: number;
  readonly tax: number;
  readonly gst: GstSplit;
  readonly total: number;
}

/**
 * An order's money by the cart's rules (cart/summary.ts, cart/promo-codes.ts): a promo code comes
 * off the subtotal before GST, GST is 18 % of what is left rounded to the rupee, and the slot's fee
 * is added untaxed. The server computes this from its own prices; the checkout shows the same.
 */
export function orderTotals(
  lines: readonly CartLine[],
  options: {
    readonly promoCode?: string | null;
    readonly slot: DeliverySlotKind;
    readonly buyerStateCode: string;
  },
): OrderTotals {
  const base = cartSummary(lines);
  const promo = appliedPromo(options.promoCode, base.subtotal);
  const discount = promo ? Math.min(promo.discount, base.subtotal) : 0;
  const taxableValue = base.subtotal - discount;
  const tax = gstOn(taxableValue);
  const deliveryFee = deliverySlotRule(options.slot).fee;
  return {
    subtotal: base.subtotal,
    youSave: base.youSave,
    promoCode: promo?.code ?? null,
    discount,
    deliveryFee,
    taxableValue,
    tax,
    gst: gstSplit(tax, options.buyerStateCode),
    total: taxableValue + deliveryFee + tax,
  };
}

/** '₹13,500.50' from paise: Indian grouping, paise shown only when there are any. */
export function formatPaise(paise: number): string {
  const rupees = formatRupees(Math.trunc(Math.abs(paise) / 100));
  const rest = Math.abs(paise % 100);
  return `${paise < 0 ? '-' : ''}${rupees}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
