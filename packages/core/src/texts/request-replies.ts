import { REQUEST_BODY_LIMIT_BYTES } from '../constants';

/**
 * The API's replies to a request it cannot read, whatever the call (ours: the spec leaves the
 * server's behaviour open). The server sends them, the mocks imitate them, and tests assert them.
 */
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
