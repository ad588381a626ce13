import { isApiError } from '@shop/core';

export interface FailureTexts {
  /** When the server answered with an error but said nothing usable (§8 fallbacks). */
  server: string;
  /** When no reply arrived; the error's own message when omitted (§8: "or the error message"). */
  network?: string;
  /** Anything else: an unreadable reply, a bug. */
  unexpected: string;
}

/**
 * The text a screen shows for a failed call (spec §8: the server's error, details or message,
 * else the screen's fallback). The client has already taken the server's text, with `server`
 * as the fallback it was given.
 */
export function failureText(error: unknown, texts: FailureTexts): string {
  if (!isApiError(error)) return texts.unexpected;
  switch (error.kind) {
    case 'http':
      return error.message || texts.server;
    case 'network':
      return texts.network ?? error.message;
    default:
      return texts.unexpected;
  }
}
