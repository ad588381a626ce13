import { MAX_LINE_QUANTITY, REQUEST_BODY_LIMIT_BYTES } from '../constants';
import { forgotPasswordMessages, signInMessages, signOutMessages, signUpMessages } from '.';

/**
 * The texts of the API's own replies: the spec leaves the server's behaviour open
 * (ARCHITECTURE.md decides it), so the texts below are ours — except where the spec already has
 * the text the screen shows for the reply (§5, §8): those are references to messages.ts, so each
 * text is spelled once. The server sends them, the mocks imitate them, and API and e2e tests
 * assert them.
 */
export const accountMessages = {
  signedIn: 'Signed in successfully',
  created: signUpMessages.created,
  emailTaken: 'An account with this email already exists.',
  locked: 'Your account has been locked. Please contact support.',
  invalidCredentials: signInMessages.invalidCredentials,
  forbidden: 'You can only access your own account.',
  userNotFound: 'User not found',
  /** Same reply for known and unknown addresses, so the call cannot tell who has an account. */
  otpSent: forgotPasswordMessages.otpSent,
  otpInvalid: forgotPasswordMessages.otpRejected,
  otpExpired: 'OTP has expired. Please request a new one.',
  otpVerified: forgotPasswordMessages.otpVerified,
  resetTokenInvalid: 'Reset token is invalid or has expired. Please start over.',
  passwordReset: forgotPasswordMessages.passwordReset,
  signedOut: signOutMessages.succeeded,
} as const;

/** 'Too many attempts. Please try again in 15 minutes.' — with the wait rounded up. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** 'Please wait 12 seconds before requesting another OTP.' */
export function otpResendTooSoonMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting another OTP.`;
}

/** At most this many characters of a client's value are quoted back in an error text. */
export const QUOTED_VALUE_MAX_LENGTH = 100;

/**
 * A client's value as an error text quotes it: whole, or its start and '…' when longer than
 * {@link QUOTED_VALUE_MAX_LENGTH} (a 100 kB value handed back whole is no clear error).
 */
export function quotedValue(value: string | number): string {
  const characters = [...String(value)];
  return characters.length > QUOTED_VALUE_MAX_LENGTH
    ? `${characters.slice(0, QUOTED_VALUE_MAX_LENGTH).join('')}…`
    : characters.join('');
}

export const requestMessages = {
  malformedJson: 'Malformed JSON body',
  emptyBody: 'Request body is empty: send a JSON object',
  bodyTooLarge: `Request body is too large (limit ${REQUEST_BODY_LIMIT_BYTES / 1024} KB)`,
  /** `type` as the request sent it (see {@link quotedValue}), or 'none'. */
  unsupportedContentType: (type: string) =>
    `Unsupported content type: ${quotedValue(type)} (send application/json)`,
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
} as const;

/** The server cart's refusals (ARCHITECTURE.md "Cart"); the storefront keeps and shows them (§4). */
export const cartServerMessages = {
  productNotFound: requestMessages.productNotFound,
  outOfStock: 'This product is out of stock',
  notInCart: 'This product is not in your cart',
  lineLimit: `At most ${MAX_LINE_QUANTITY} of one product fit in a cart`,
  /** A change that met a parallel one on the same line: nothing applied, the client may retry. */
  cartChanged: 'Your cart changed at the same time: please try again',
} as const;

/** A cart line's options (§9: storage, colour), as the refusals below name them. */
const OPTION_NAMES = { storage: 'storage', color: 'colour' } as const;

/** 'This product has no storage option': an option the product does not come in at all. */
export function optionNotOfferedMessage(option: keyof typeof OPTION_NAMES): string {
  return `This product has no ${OPTION_NAMES[option]} option`;
}

/** "Storage '3TB' is not available for this product": a value the product does not come in. */
export function optionValueNotAvailableMessage(option: keyof typeof OPTION_NAMES, value: string): string {
  const name = OPTION_NAMES[option];
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} '${quotedValue(value)}' is not available for this product`;
}

/** 'Only 3 left in stock: your cart can hold at most 3 of this product' (quantity beyond stock). */
export function cartBeyondStockMessage(stock: number): string {
  return `Only ${stock} left in stock: your cart can hold at most ${stock} of this product`;
}
