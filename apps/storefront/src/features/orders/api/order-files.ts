import { API_BASE_PATH, AUTH_COOKIE_NAME, fillPath, type FileEndpoint, readCookie } from '@shop/core';
import { orderFileEndpoints } from '@shop/core/orders';

/*
 * The order's file calls (the invoice, the tracker's event stream): plain fetches, since their
 * replies are a PDF and a stream, not the JSON the API client parses.
 */

/** The absolute URL of a file call for one order. */
export function orderFileUrl(endpoint: Pick<FileEndpoint, 'path'>, orderNumber: string): string {
  return `${window.location.origin}${API_BASE_PATH}${fillPath(endpoint.path, { orderNumber })}`;
}

/** The bearer header from the auth_token cookie, as the API client sends it (spec §7). */
export function bearerHeaders(): Record<string, string> {
  const token = readCookie(document.cookie, AUTH_COOKIE_NAME);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** GET the order's invoice (a PDF), with the bearer: a plain link could not send it. */
export function fetchInvoice(orderNumber: string): Promise<Response> {
  return fetch(orderFileUrl(orderFileEndpoints.invoice, orderNumber), {
    headers: { Accept: 'application/pdf', ...bearerHeaders() },
    cache: 'no-store',
  });
}

/** One attempt at an order's event stream (orders/track-order.ts reads it). */
export const fetchOrderStream: typeof fetch = (input, init) => fetch(input, init);
