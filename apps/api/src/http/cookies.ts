import type { FastifyReply } from 'fastify';

export interface CookieOptions {
  /** Seconds until the browser drops it (0: at once); unset, it ends with the browser session. */
  readonly maxAgeSeconds?: number;
}

/**
 * Sets a cookie for the whole site, `SameSite=Lax`, readable by the page's script (the shop's
 * cookies are demo settings and keys the pages show), and `Secure` when the request came over
 * https: behind a proxy that ends TLS that is its `X-Forwarded-Proto`, believed only with
 * TRUST_PROXY (README "Security headers and HTTPS"). Over plain http (a LAN address) Secure would drop it.
 */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  options: CookieOptions = {},
): void {
  const attributes = ['Path=/'];
  if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${options.maxAgeSeconds}`);
  attributes.push('SameSite=Lax');
  if (reply.request.protocol === 'https') attributes.push('Secure');
  reply.header('set-cookie', `${name}=${value}; ${attributes.join('; ')}`);
}
