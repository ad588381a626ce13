import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/**
 * A CSP source that allows one inline `<style>` or `<script>` element whose text is exactly `code`
 * (its SHA-256, as CSP Level 2 defines it over the UTF-8 bytes).
 */
export function inlineCodeSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** What one kind of page needs beyond the shop's strict policy. */
export interface PagePolicy {
  /** The exact text of each inline `<style>` element the page has (allowed by hash). */
  readonly inlineStyles?: readonly string[];
  /** The exact text of each inline `<script>` element the page has (allowed by hash). */
  readonly inlineScripts?: readonly string[];
  /** Origins the page's scripts call besides its own (a real Supabase project for Google sign-in). */
  readonly connectOrigins?: readonly string[];
  /** Only the card frame: the checkout of the same origin shows it in an iframe. */
  readonly framedBySameOrigin?: boolean;
}

const sources = (base: string[], inline: readonly string[] = []) => [
  ...base,
  ...[...new Set(inline)].map(inlineCodeSource),
];

/**
 * Helmet for a page a browser renders (storefront, Swagger UI, the demo pages, the sign-in
 * stand-in):
 * - scripts and styles from the app's own files only; an inline `<style>`/`<script>` only by the
 *   hash of its exact text, computed at start-up — never `'unsafe-inline'`, and no `style="…"`
 *   attributes (`style-src-attr 'none'`; styles set from script through the CSSOM are not
 *   affected);
 * - `frame-ancestors 'none'` (and X-Frame-Options DENY), except for the card frame, which the
 *   checkout of this origin embeds (`'self'`, SAMEORIGIN);
 * - `img-src 'self' data:` — product images are served by the app itself, icons are data: URIs;
 * - no `upgrade-insecure-requests`, and HSTS only on https requests
 *   ({@link strictTransportSecurityOnHttps}): the shop is served over plain http on a LAN address
 *   too, where either would break every asset;
 * - `same-origin-allow-popups`: the Google sign-in popup must keep `window.opener` (spec §4).
 */
export function pageHelmetOptions(policy: PagePolicy = {}): FastifyHelmetOptions {
  const { inlineStyles, inlineScripts, connectOrigins = [], framedBySameOrigin = false } = policy;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", ...connectOrigins],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: [framedBySameOrigin ? "'self'" : "'none'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        scriptSrc: sources(["'self'"], inlineScripts),
        scriptSrcAttr: ["'none'"],
        styleSrc: sources(["'self'"], inlineStyles),
        styleSrcAttr: ["'none'"],
      },
    },
    frameguard: { action: framedBySameOrigin ? 'sameorigin' : 'deny' },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/**
 * Gives every route `app`'s context registers from now on (its own and its plugins', such as the
 * static files) these headers instead of its context's, unless the route brings its own. Set
 * where helmet reads a route's options: helmet's onRoute hook, inherited, ran before this one and
 * has already moved a route's `helmet` option there.
 */
export function usePageHeaders(app: FastifyInstance, options: FastifyHelmetOptions): void {
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { helmet?: unknown };
    if (config.helmet === undefined) route.config = { ...route.config, ...{ helmet: options } };
  });
}

/** Helmet's default HSTS: a year, subdomains included. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * HSTS on a page that came over https (`request.protocol`: behind a proxy that ends TLS, only with
 * TRUST_PROXY set). Over plain http it would be ignored at best, and wrong for a LAN address.
 */
export const strictTransportSecurityOnHttps: onRequestHookHandler = (request, reply, done) => {
  if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  done();
};

/**
 * JSON replies need far fewer headers than pages, and helmet rebuilds its middleware on every
 * request. Measured on GET /api/v1/products (cached, 50 connections): no headers 61k req/s, this
 * fixed set plus CORS 61k, helmet 32k. So /api gets this set, applied in one call.
 */
export const API_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
} as const;
