/**
 * The checkout (/checkout, README "Checkout and orders"): the progress bar, the four steps and the
 * order summary. Parameters: a step (`address`, `delivery`, `payment`, `review`), an address id, an
 * address field (`fullName`, `mobile`, `line1`, `line2`, `landmark`, `pin`, `type`), a date
 * (YYYY-MM-DD, IST), a slot kind (`standard`, `evening`, `priority`), a payment method (`card`,
 * `upi`, `cod`), an item key.
 */
export const checkoutTestIds = {
  screen: 'checkout-screen',
  heading: 'checkout-heading',
  /** 'Back to Cart'. */
  back: 'checkout-back',
  loading: 'checkout-loading',
  /** 'Failed to fetch cart' with Retry. */
  fetchError: 'checkout-fetch-error',
  fetchRetry: 'checkout-fetch-retry',
  /** 'Your cart is empty. Add a product before checking out.' with a link back to the cart. */
  empty: 'checkout-empty',
  emptyBackToCart: 'checkout-empty-back-to-cart',
  progress: 'checkout-progress',
  /** A step of the bar (a button once it may be opened); `-number` is its circle. */
  progressStep: (step: string) => `checkout-progress-step-${step}`,
  /** The open step's panel. */
  panel: (step: string) => `checkout-panel-${step}`,
  continue: 'checkout-continue',
  /** Why the open step cannot be left yet. */
  stepProblem: 'checkout-step-problem',

  // Address
  addressLoading: 'checkout-address-loading',
  addressFetchError: 'checkout-address-fetch-error',
  addressRetry: 'checkout-address-retry',
  addressList: 'checkout-address-list',
  /** A failed delete, above the list. */
  addressListError: 'checkout-address-list-error',
  /** A saved address: the radio. */
  address: (id: string) => `checkout-address-${id}`,
  addressCard: (id: string) => `checkout-address-card-${id}`,
  addressType: (id: string) => `checkout-address-type-${id}`,
  addressEdit: (id: string) => `checkout-address-edit-${id}`,
  addressDelete: (id: string) => `checkout-address-delete-${id}`,
  /** The delete confirmation (a ConfirmDialog: parts `-confirm`, `-cancel`, `-message` …). */
  addressDeleteDialog: 'checkout-address-delete-dialog',
  addressNew: 'checkout-address-new',
  /** 'You can save up to 10 addresses'. */
  addressLimit: 'checkout-address-limit',
  addressForm: 'checkout-address-form',
  addressFormError: 'checkout-address-form-error',
  addressField: (field: string) => `checkout-address-field-${field}`,
  addressError: (field: string) => `checkout-address-error-${field}`,
  /** The type radios: `Home`, `Work`. */
  addressTypeOption: (type: string) => `checkout-address-type-option-${type}`,
  /** What the PIN code lookup found (city and state, COD), or why not. */
  pinLookup: 'checkout-pin-lookup',
  pinLookupCod: 'checkout-pin-lookup-cod',
  addressSave: 'checkout-address-save',
  addressCancel: 'checkout-address-cancel',

  // Delivery
  deliveryLoading: 'checkout-delivery-loading',
  deliveryFetchError: 'checkout-delivery-fetch-error',
  deliveryRetry: 'checkout-delivery-retry',
  deliveryDate: (date: string) => `checkout-delivery-date-${date}`,
  deliverySlot: (kind: string) => `checkout-delivery-slot-${kind}`,
  deliverySlotFee: (kind: string) => `checkout-delivery-slot-fee-${kind}`,
  /** Why a slot cannot be chosen for the date. */
  deliverySlotReason: (kind: string) => `checkout-delivery-slot-reason-${kind}`,

  // Payment
  paymentMethod: (method: string) => `checkout-payment-method-${method}`,
  /** The iframe with the card form (its inside has ids of its own). */
  cardFrame: 'checkout-card-frame',
  /** 'Paying with Visa •••• 1111'. */
  cardChosen: 'checkout-card-chosen',
  cardChange: 'checkout-card-change',
  upiId: 'checkout-upi-id',
  upiError: 'checkout-upi-error',
  upiHint: 'checkout-upi-hint',
  /** Why cash on delivery cannot be chosen. */
  codProblem: 'checkout-cod-problem',
  codNote: 'checkout-cod-note',

  // Review
  reviewItems: 'checkout-review-items',
  reviewItem: (key: string) => `checkout-review-item-${key}`,
  reviewItemImage: (key: string) => `checkout-review-item-image-${key}`,
  reviewItemImagePlaceholder: (key: string) => `checkout-review-item-image-placeholder-${key}`,
  reviewItemName: (key: string) => `checkout-review-item-name-${key}`,
  reviewItemBrand: (key: string) => `checkout-review-item-brand-${key}`,
  reviewItemOptions: (key: string) => `checkout-review-item-options-${key}`,
  reviewItemQuantity: (key: string) => `checkout-review-item-quantity-${key}`,
  reviewItemTotal: (key: string) => `checkout-review-item-total-${key}`,
  reviewAddress: 'checkout-review-address',
  reviewDelivery: 'checkout-review-delivery',
  reviewPayment: 'checkout-review-payment',
  /** 'Change' beside a part of the review: opens that step. */
  reviewChange: (step: string) => `checkout-review-change-${step}`,
  placeOrder: 'checkout-place-order',
  placeError: 'checkout-place-error',
  /** 'Orders cannot be cancelled once placed …'. */
  noCancellation: 'checkout-no-cancellation',

  // Summary
  summary: 'checkout-summary',
  /** The label reads 'Subtotal (N items)'; `summarySubtotal` is the amount. */
  summarySubtotalLabel: 'checkout-summary-subtotal-label',
  summarySubtotal: 'checkout-summary-subtotal',
  summaryYouSave: 'checkout-summary-you-save',
  summaryPromoLabel: 'checkout-summary-promo-label',
  summaryPromo: 'checkout-summary-promo',
  summaryDeliveryFee: 'checkout-summary-delivery-fee',
  summaryTax: 'checkout-summary-tax',
  summaryCgst: 'checkout-summary-cgst',
  summarySgst: 'checkout-summary-sgst',
  summaryIgst: 'checkout-summary-igst',
  summaryTotal: 'checkout-summary-total',
  promoInput: 'checkout-promo-input',
  promoApply: 'checkout-promo-apply',
  promoRemove: 'checkout-promo-remove',
  promoMessage: 'checkout-promo-message',
} as const;
