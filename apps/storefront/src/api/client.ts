import {
  API_BASE_PATH,
  AUTH_COOKIE_NAME,
  createApiClient,
  readCookie,
  SERVER_RENDER_ORIGIN,
} from '@shop/core';
import { endExpiredSession } from '../features/users/session-expiry';
import { send } from './transport';

/** In the browser, the page's own; rendering on the server (no window), the render's. */
const origin = typeof window === 'undefined' ? SERVER_RENDER_ORIGIN : window.location.origin;

/**
 * The one client of the shop's API. Absolute base (same origin) so the same code runs in the
 * browser, in Storybook and in jsdom tests, where relative URLs cannot be fetched. The bearer
 * token comes from the auth_token cookie (spec §7); a 401 to it ends the session (one place).
 */
export const apiClient = createApiClient({
  baseUrl: `${origin}${API_BASE_PATH}`,
  fetch: send,
  getToken: () => (typeof document === 'undefined' ? null : readCookie(document.cookie, AUTH_COOKIE_NAME)),
  onUnauthorized: endExpiredSession,
});
