import { promoCodeFormLabels } from '../../components/PromoCodeForm/PromoCodeForm';

/**
 * The cart page's own words (§2 names the controls; the rest are ours). The spec's messages (empty
 * cart, free delivery, offline, kept error, the Clear Cart question) live in @shop/core's
 * `cartMessages`; these are labels of the screen.
 */
export const cartScreenLabels = {
  continueShopping: 'Continue Shopping',
  clearCart: 'Clear Cart',
  retry: 'Retry',
  tryAgain: 'Try again',
  dismiss: 'Dismiss',
  startShopping: 'Start Shopping',
  loading: 'Loading your cart',
  noImage: 'No image available',
  freeDelivery: 'Free Delivery',
  /** Where a line lives when it is not (yet) in the account's cart. */
  origin: { device: 'Saved on this device', offline: 'Waiting to sync' },
  storage: 'Storage',
  color: 'Color',
  lineTags: (name: string) => `About ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  lineTotal: 'Item total',
  lines: 'Items in your cart',
  orderSummary: 'Order Summary',
  subtotal: (units: number) => `Subtotal (${units} ${units === 1 ? 'item' : 'items'})`,
  youSave: 'You Save',
  promo: (code: string) => `Promo (${code})`,
  deliveryFee: 'Delivery Fee',
  free: 'FREE',
  tax: 'Tax (GST)',
  total: 'Total',
  // The promo form's words live with it (PromoCodeForm); kept here for the callers that read them.
  promoCode: promoCodeFormLabels.promoCode,
  apply: promoCodeFormLabels.apply,
  promoApplied: promoCodeFormLabels.promoApplied,
  removePromo: promoCodeFormLabels.removePromo,
  removePromoName: promoCodeFormLabels.removePromoName,
  checkout: 'Proceed to Checkout',
  assurance: [
    'Secure payments: your payment details are encrypted',
    'Fast delivery, free on every order',
    'We deliver to your location across India',
  ],
} as const;

/** A deduction in the Order Summary: '−₹1,234' (a real minus sign, §2 "shown as a negative amount"). */
export function negativeAmount(formatted: string): string {
  return `−${formatted}`;
}
