import { API_BASE_PATH, AUTH_COOKIE_NAME, fillPath, type FileEndpoint, readCookie } from '@shop/core';

/** The absolute URL of a file call (the invoice, the tracker) for one order. */
export function orderFileUrl(endpoint: Pick<FileEndpoint, 'path'>, orderNumber: string): string {
  return `${window.location.origin}${API_BASE_PATH}${fillPath(endpoint.path, { orderNumber })}`;
}

/** The bearer header from the auth_token cookie, as the API client sends it (spec §7). */
export function bearerHeaders(): Record<string, string> {
  const token = readCookie(document.cookie, AUTH_COOKIE_NAME);
  return token ? { Authorization: `Bearer ${token}` } : {};
}
