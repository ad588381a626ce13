import { API_BASE_PATH, AUTH_COOKIE_NAME, createApiClient, readCookie } from '@shop/core';
import { endExpiredSession } from '../features/users/session-expiry';

/**
 * The one client of the shop's API. Absolute base (same origin) so the same code runs in the
 * browser, in Storybook and in jsdom tests, where relative URLs cannot be fetched. The bearer
 * token comes from the auth_token cookie (spec §7); a 401 to it ends the session (one place).
 */
export const apiClient = createApiClient({
  baseUrl: `${window.location.origin}${API_BASE_PATH}`,
  fetch: (...args) => globalThis.fetch(...args),
  getToken: () => readCookie(document.cookie, AUTH_COOKIE_NAME),
  onUnauthorized: endExpiredSession,
});
