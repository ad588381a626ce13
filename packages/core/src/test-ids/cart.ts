/**
 * The cart page (/cart, spec §2). A line is keyed by `cartLineKey` (screens/CartScreen/cart-types.ts):
 * its product id, plus `-2`, `-3` … for a further line of the same product (a line kept on this
 * device beside the saved one, or other options).
 */
export const cartTestIds = {
  screen: 'cart-screen',
  heading: 'cart-heading',
  /** 'Continue Shopping' at the top: back one page. */
  back: 'cart-back',
  clear: 'cart-clear',
  /** The Clear Cart confirmation (a ConfirmDialog: parts `-confirm`, `-cancel`, `-message` …). */
  clearDialog: 'cart-clear-dialog',
  loading: 'cart-loading',
  /** 'Failed to fetch cart' with Retry (`-retry`). */
  fetchError: 'cart-fetch-error',
  fetchRetry: 'cart-fetch-retry',
  empty: 'cart-empty',
  startShopping: 'cart-start-shopping',
  /** The offline notice: changes are kept on this device until the server answers. */
  offline: 'cart-offline',
  /** The message kept after the server refused an add (§4), with Try again and Dismiss. */
  keptError: 'cart-kept-error',
  keptErrorRetry: 'cart-kept-error-retry',
  keptErrorDismiss: 'cart-kept-error-dismiss',
  lines: 'cart-lines',
  line: (key: string) => `cart-line-${key}`,
  lineImage: (key: string) => `cart-line-image-${key}`,
  lineImagePlaceholder: (key: string) => `cart-line-image-placeholder-${key}`,
  lineName: (key: string) => `cart-line-name-${key}`,
  lineBrand: (key: string) => `cart-line-brand-${key}`,
  lineFreeDelivery: (key: string) => `cart-line-free-delivery-${key}`,
  /** A PriceTag: parts `-current`, `-old`, `-discount`. */
  linePrice: (key: string) => `cart-line-price-${key}`,
  lineStorage: (key: string) => `cart-line-storage-${key}`,
  lineColor: (key: string) => `cart-line-color-${key}`,
  /** Where the line lives when not in the account's cart: 'Saved on this device' / 'Waiting to sync'. */
  lineOrigin: (key: string) => `cart-line-origin-${key}`,
  lineDecrease: (key: string) => `cart-line-decrease-${key}`,
  lineQuantity: (key: string) => `cart-line-quantity-${key}`,
  lineIncrease: (key: string) => `cart-line-increase-${key}`,
  lineTotal: (key: string) => `cart-line-total-${key}`,
  lineRemove: (key: string) => `cart-line-remove-${key}`,
  freeDelivery: 'cart-free-delivery',
  summary: 'cart-summary',
  /** The label reads 'Subtotal (N items)'; `summarySubtotal` is the amount. */
  summarySubtotalLabel: 'cart-summary-subtotal-label',
  summarySubtotal: 'cart-summary-subtotal',
  summaryYouSave: 'cart-summary-you-save',
  summaryPromo: 'cart-summary-promo',
  summaryDeliveryFee: 'cart-summary-delivery-fee',
  summaryTax: 'cart-summary-tax',
  summaryTotal: 'cart-summary-total',
  promoInput: 'cart-promo-input',
  promoApply: 'cart-promo-apply',
  promoRemove: 'cart-promo-remove',
  /** What Apply answered: the saving (success) or why not (error). */
  promoMessage: 'cart-promo-message',
  checkout: 'cart-checkout',
  assurance: 'cart-assurance',
  /** 'Continue Shopping' under the summary: a link to /products. */
  continueShopping: 'cart-continue-shopping',
} as const;
