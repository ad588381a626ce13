import { AUTH_COOKIE_DAYS, AUTH_COOKIE_NAME } from '@shop/core';

const MAX_AGE_SECONDS = AUTH_COOKIE_DAYS * 24 * 60 * 60;

/** Spec §4: `auth_token`, 7 days, SameSite=Lax, path /. Secure when the page is. */
export function authCookie(token: string, secure = window.location.protocol === 'https:'): string {
  return cookieText(encodeURIComponent(token), MAX_AGE_SECONDS, secure);
}

/** The cookie that ends the session's: the same attributes, so it replaces the one `authCookie` set. */
export function expiredAuthCookie(secure = window.location.protocol === 'https:'): string {
  return cookieText('', 0, secure);
}

function cookieText(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [`Max-Age=${maxAgeSeconds}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${AUTH_COOKIE_NAME}=${value}; ${attributes.join('; ')}`;
}

export function writeAuthCookie(token: string): void {
  document.cookie = authCookie(token);
}

export function clearAuthCookie(): void {
  document.cookie = expiredAuthCookie();
}
