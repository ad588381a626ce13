import { AUTH_COOKIE_DAYS, AUTH_COOKIE_NAME } from '@shop/core';

const MAX_AGE_SECONDS = AUTH_COOKIE_DAYS * 24 * 60 * 60;

/** Spec §4: `auth_token`, 7 days, SameSite=Lax, path /. Secure when the page is. */
export function authCookie(token: string, secure = window.location.protocol === 'https:'): string {
  const attributes = [`Max-Age=${MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${AUTH_COOKIE_NAME}=${encodeURIComponent(token)}; ${attributes.join('; ')}`;
}

export function writeAuthCookie(token: string): void {
  document.cookie = authCookie(token);
}

export function clearAuthCookie(): void {
  document.cookie = `${AUTH_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
}
