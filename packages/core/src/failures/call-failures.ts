import { isApiError, serverTextFrom } from '../client';
import {
  cartMessages,
  forgotPasswordMessages,
  healthMessages,
  productMessages,
  signInMessages,
  signOutMessages,
  signUpMessages,
} from '../texts';

/**
 * What a shopper reads when one operation fails (spec §8), by what went wrong:
 * - `fallback`: the server answered without usable text — an empty body, an HTML error page, a reply
 *   of the wrong shape — and (when the row keeps `useServerText`) a 4xx without text;
 * - `serverError`: a 5xx without usable text (defaults to `fallback`): §8's "unexpected" or
 *   "… Please try again." text where it gives one;
 * - `network`: no reply at all (defaults to 'Network error occurred').
 * Server text (`error`, `details`, `message`) wins over all three, unless `useServerText` is false.
 */
export interface CallFailureRow {
  readonly fallback: string;
  readonly serverError?: string;
  readonly network?: string;
  /** False for an operation whose outcome does not depend on what the server says (sign-out). */
  readonly useServerText?: boolean;
}

/** §8 "network 'Network error occurred'". */
export const NETWORK_ERROR_TEXT = signInMessages.network;

/**
 * One row per user-facing operation (not per endpoint: send and resend OTP share a call but not a
 * text). A later call adds a row here (or, for an area only its own route calls, in that area's
 * table beside this one: profile-call-failures.ts); no screen picks texts of its own.
 */
export const callFailures = {
  signIn: {
    fallback: signInMessages.invalidCredentials,
    serverError: signInMessages.unexpected,
  },
  signUp: { fallback: signUpMessages.createFailed },
  /** §4: sign-out ends locally whatever the server says, so its notice is always its own text. */
  signOut: {
    fallback: signOutMessages.failed,
    network: signOutMessages.failed,
    useServerText: false,
  },
  sendOtp: {
    fallback: forgotPasswordMessages.sendFailed,
    serverError: forgotPasswordMessages.sendFailedRetry,
  },
  resendOtp: { fallback: forgotPasswordMessages.resendFailedRetry },
  /** Like the send and the reset: the call's own text, and the screen's for a server error (§8). */
  verifyOtp: {
    fallback: forgotPasswordMessages.verifyFailed,
    serverError: forgotPasswordMessages.verifyFailedRetry,
  },
  resetPassword: {
    fallback: forgotPasswordMessages.resetFailed,
    serverError: forgotPasswordMessages.resetFailedRetry,
  },
  categories: { fallback: productMessages.fetchCategoriesFailed },
  /** The listing and the home sections' product reads (§8 'Failed to fetch products'). */
  products: {
    fallback: productMessages.fetchProductsFailed,
    serverError: productMessages.loadProductsFailed,
  },
  productDetails: {
    fallback: productMessages.fetchDetailsFailed,
    serverError: productMessages.loadDetailsFailed,
  },
  /** The header search is ours (§7 has none); §8's products text is the nearest. */
  search: { fallback: productMessages.fetchProductsFailed },
  health: { fallback: healthMessages.failed },
  // The cart (§8). The server's refusals (409 beyond stock, 404 unknown product) carry their own text.
  addToCart: { fallback: cartMessages.addFailed },
  fetchCart: { fallback: cartMessages.fetchFailed },
  removeFromCart: { fallback: cartMessages.deleteFailed },
  /** Ours: §8 names no text for the quantity change and the clear calls (§7 leaves them open). */
  updateCart: { fallback: cartMessages.updateFailed },
  clearCart: { fallback: cartMessages.clearFailed },
} as const satisfies Record<string, CallFailureRow>;

export type CallOperation = keyof typeof callFailures;

/** The cases of the table, in the order a reader checks them. */
export type FailureCase = 'server-text' | 'no-usable-text' | 'server-error' | 'no-reply';

/** Which case of the table `error` is (exported so tests and the closing note can list the table). */
export function failureCase(error: unknown, row: CallFailureRow = { fallback: '' }): FailureCase {
  if (!isApiError(error)) return 'no-usable-text';
  if (error.kind === 'network') return 'no-reply';
  if (row.useServerText !== false && error.kind === 'http' && serverTextFrom(error.body) !== null) {
    return 'server-text';
  }
  if (error.kind === 'http' && error.status !== null && error.status >= 500) return 'server-error';
  return 'no-usable-text';
}

/** The text to show when `operation` failed with `error` (anything a call can throw). */
export function failureText(operation: CallOperation, error: unknown): string {
  return failureTextFor(callFailures[operation], error);
}

/**
 * The same policy for a row of another table: an area whose calls only its own pages make keeps
 * its rows with them (failures/profile-call-failures.ts), out of every page's first download.
 */
export function failureTextFor(row: CallFailureRow, error: unknown): string {
  switch (failureCase(error, row)) {
    case 'server-text':
      return serverTextFrom((error as { body?: unknown }).body) ?? row.fallback;
    case 'server-error':
      return row.serverError ?? row.fallback;
    case 'no-reply':
      return row.network ?? NETWORK_ERROR_TEXT;
    default:
      return row.fallback;
  }
}
