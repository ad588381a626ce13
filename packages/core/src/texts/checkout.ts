/**
 * Checkout, payment and orders (ours: the spec stops at 'Proceed to Checkout'; README "Checkout").
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */
import { formatRupees } from '../format/currency';

export const addressMessages = {
  fullNameEmpty: 'Please enter the full name',
  fullNameInvalid: 'Use 2 to 60 letters, spaces, dots or apostrophes for the name',
  mobileEmpty: 'Please enter a mobile number',
  mobileInvalid: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
  line1Empty: 'Please enter the flat, house number and street',
  tooLong: 'Use at most 100 characters',
  pinEmpty: 'Please enter a PIN code',
  pinInvalid: 'Enter a 6-digit PIN code',
  typeInvalid: 'Choose Home or Work',
  /** The form's own message when any field is in error. */
  fixFields: 'Please correct the highlighted fields',
  notFound: 'Address not found',
  saveFailed: 'Failed to save the address',
  deleteFailed: 'Failed to delete the address',
  fetchFailed: 'Failed to load your addresses',
  pinLookupFailed: 'Could not look up the PIN code. Please try again.',
} as const;

/** 'We do not deliver to PIN code 999999 yet'. */
export function pinNotServedText(pin: string): string {
  return `We do not deliver to PIN code ${pin} yet`;
}

/** 'You can save up to 10 addresses'. */
export function addressLimitText(limit: number): string {
  return `You can save up to ${limit} addresses`;
}

export const deliveryMessages = {
  chooseDate: 'Please choose a delivery date',
  chooseSlot: 'Please choose a delivery slot',
  slotUnavailable: 'This slot is not available on that date. Please choose another.',
  fetchFailed: 'Failed to load delivery dates',
} as const;

export const cardMessages = {
  numberEmpty: 'Please enter the card number',
  numberInvalid: 'Enter a valid card number',
  expiryEmpty: 'Please enter the expiry date',
  expiryInvalid: 'Enter the expiry as MM/YY',
  expired: 'This card has expired',
  cvvEmpty: 'Please enter the CVV',
  nameEmpty: 'Please enter the name on the card',
  declined: 'Your card was declined. Please try another card or payment method.',
  insufficientFunds: 'Your card has insufficient funds. Please try another card or payment method.',
  notTestCard: 'Only the test cards listed on the QA page work in this demo shop',
  codeSent: 'We sent a one-time code to your e-mail. Enter it to confirm the payment.',
  codeEmpty: 'Please enter the one-time code',
  codeInvalid: 'Enter the 6-digit code',
  codeExpired: 'The one-time code has expired. Please pay again.',
  codeLocked: 'Too many wrong codes. The payment was cancelled.',
  tokenInvalid: 'The card details have expired. Please enter them again.',
  paymentNotFound: 'Payment not found',
} as const;

/** The card frame's own texts (its page, /checkout/card-frame, and its calls' fallbacks). */
export const cardFrameMessages = {
  tokenFailed: 'Could not check the card. Please try again.',
  verifyFailed: 'Could not confirm the code. Please try again.',
  signedOut: 'Your session has ended. Please sign in again to pay by card.',
  outsideCheckout: 'This card form is part of the checkout.',
} as const;

/** 'Too many card attempts. Please try again in 15 minutes.' */
export function cardAttemptsLimitText(minutes: number): string {
  return `Too many card attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** 'Enter the 3-digit CVV' (4 for American Express). */
export function cvvInvalidText(digits: number): string {
  return `Enter the ${digits}-digit CVV`;
}

/** 'Wrong code. 2 tries left.' */
export function wrongCodeText(triesLeft: number): string {
  return `Wrong code. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
}

export const upiMessages = {
  idEmpty: 'Please enter your UPI ID',
  idInvalid: 'Enter a UPI ID like name@bank',
  failed: 'The UPI payment failed. Please try again or choose another payment method.',
} as const;

/** 'Cash on delivery is available for orders up to ₹50,000'. */
export function codLimitText(limit: number): string {
  return `Cash on delivery is available for orders up to ${formatRupees(limit)}`;
}

/** 'Cash on delivery is not available for PIN code 744101'. */
export function codNotServedText(pin: string): string {
  return `Cash on delivery is not available for PIN code ${pin}`;
}

export const checkoutMessages = {
  chooseAddress: 'Please choose a delivery address',
  enterCard: 'Please enter your card details',
  emptyCart: 'Your cart is empty. Add a product before checking out.',
  choosePayment: 'Please choose a payment method',
  priceChanged: 'Prices in your cart have changed. Please review your order.',
  placeFailed: 'Failed to place the order. Please try again.',
  placed: 'Order placed',
  idempotencyKeyReused: 'This idempotencyKey was used for a different order',
  /** A guest at /checkout: the sign-in modal opens over it, and the checkout follows sign-in. */
  signInRequired: 'Please sign in to check out. Your cart comes with you.',
} as const;

/** 'Only 3 left of Apple iPhone 15' (a line asks for more than the stock). */
export function notEnoughStockText(productName: string, left: number): string {
  return left > 0 ? `Only ${left} left of ${productName}` : `${productName} is out of stock`;
}

export const orderMessages = {
  notFound: 'Order not found',
  fetchFailed: 'Failed to load your orders',
  none: 'You have not placed any orders yet',
  /** The terms (§1): the order page says it where a shop would offer Cancel. */
  noCancellation: 'Orders cannot be cancelled once placed (see the Terms & Conditions).',
  invoiceFailed: 'Failed to download the invoice',
  /** One live tracker more than ORDER_TRACKERS_PER_USER (a 429). */
  trackersPerUser: 'Too many live order trackers are open. Close one and try again.',
} as const;

/** 'Too many live order trackers are open right now. Please try again in 12 minutes.' (the server's limit). */
export function trackersBusyText(minutes: number): string {
  return `Too many live order trackers are open right now. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
