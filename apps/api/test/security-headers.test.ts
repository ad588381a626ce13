import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, DOCS_PATH, routePatterns } from '@shop/core';
import { qaSettings } from '@shop/core/qa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inlineCodeOf } from '../src/http/inline-code';
import { apiUrl, buildTestApp, type TestApp } from './helper';

/** A build as Vite writes it: an inline style for the first paint, and one inline script to test. */
const BOOT_STYLE = '.boot-status{margin:0;padding:1rem 1.5rem}';
const BOOT_SCRIPT = 'window.booted = true;';
const INDEX_HTML = `<!doctype html><html><head><style>${BOOT_STYLE}</style><script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"><!-- <style>not this</style> --><p role="status" class="boot-status">Loading ShopLane…</p></div><script>${BOOT_SCRIPT}</script></body></html>`;
const HOME_STYLE = '.first{color:red}';
const HOME_HTML = `<!doctype html><html><head><style>${BOOT_STYLE}</style><style>${HOME_STYLE}</style></head><body><div id="root">home</div></body></html>`;

/** The `<style>` of the logo Swagger UI's standalone preset draws in its top bar. */
const SWAGGER_UI_LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The shop's page policy, with the given style and script sources and framing. */
const pagePolicy = ({ styles = [] as string[], scripts = [] as string[], frameAncestors = "'none'" }) =>
  [
    "default-src 'self'",
    "base-uri 'self'",
    "connect-src 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    "img-src 'self' data:",
    "object-src 'none'",
    ["script-src 'self'", ...scripts].join(' '),
    "script-src-attr 'none'",
    ["style-src 'self'", ...styles].join(' '),
    "style-src-attr 'none'",
  ].join(';');

const STOREFRONT_POLICY = pagePolicy({
  styles: [hashOf(BOOT_STYLE), hashOf(HOME_STYLE)],
  scripts: [hashOf(BOOT_SCRIPT)],
});

/** The text of each inline <style> of a page, as the browser hashes it. */
const inlineStylesOf = (html: string) => inlineCodeOf(html).styles;

let dist: string;
let t: TestApp;
let trusting: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-api-security-'));
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'prerendered', 'home.html'), HOME_HTML);
  t = await buildTestApp({ storefrontDist: dist });
  trusting = await buildTestApp({ storefrontDist: dist, trustProxy: true });
});
afterAll(async () => {
  await Promise.all([t.close(), trusting.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('the inline code of a built page', () => {
  it('is the text of every <style> and of every <script> without src, comments left out', () => {
    expect(inlineCodeOf(INDEX_HTML)).toEqual({ styles: [BOOT_STYLE], scripts: [BOOT_SCRIPT] });
    expect(inlineCodeOf('<STYLE media="print">a{}</STYLE ><script data-src="x">1</script>')).toEqual({
      styles: ['a{}'],
      scripts: ['1'],
    });
  });
});

describe('Content-Security-Policy of the pages', () => {
  it.each(['/', '/login', '/products?category=all', '/cart', routePatterns.checkout, '/profile'])(
    'the storefront page %s: its own inline code by hash, framed by nobody',
    async (url) => {
      const response = await get(t, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBe(STOREFRONT_POLICY);
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it.each([routePatterns.cardFrame, `${routePatterns.cardFrame}?embedded=1`])(
    'the card frame %s: the same policy, framed by pages of its own origin only',
    async (url) => {
      const response = await get(t, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['content-security-policy']).toBe(
        pagePolicy({
          styles: [hashOf(BOOT_STYLE), hashOf(HOME_STYLE)],
          scripts: [hashOf(BOOT_SCRIPT)],
          frameAncestors: "'self'",
        }),
      );
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('Swagger UI: no inline code in its page; the style its scripts render (the default logo) by hash', async () => {
    const response = await get(t, `${DOCS_PATH}/`);
    expect(response.statusCode).toBe(200);
    expect(inlineCodeOf(response.body)).toEqual({ styles: [], scripts: [] });
    expect(response.body).not.toMatch(/\sstyle=/i);
    expect(response.headers['content-security-policy']).toBe(
      pagePolicy({ styles: [hashOf(SWAGGER_UI_LOGO_STYLE)] }),
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it.each(['/qa', '/mailbox', '/mailbox?email=a@b.co'])(
    'the demo page %s: its one inline style by hash, no style attribute',
    async (url) => {
      const response = await get(t, url);
      expect(response.statusCode).toBe(200);
      const styles = inlineStylesOf(response.body);
      expect(styles).toHaveLength(1);
      expect(response.body).not.toMatch(/\sstyle=/i);
      expect(response.headers['content-security-policy']).toBe(pagePolicy({ styles: [hashOf(styles[0]!)] }));
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it("the Google stand-in's pages: their one inline style by hash", async () => {
    const refusal = await get(t, '/auth/v1/authorize?provider=google');
    expect(refusal.statusCode).toBe(400);
    const styles = inlineStylesOf(refusal.body);
    expect(styles).toHaveLength(1);
    expect(refusal.body).not.toMatch(/\sstyle=/i);
    expect(refusal.headers['content-security-policy']).toBe(pagePolicy({ styles: [hashOf(styles[0]!)] }));
    expect(refusal.headers['x-frame-options']).toBe('DENY');
  });

  it("never allows 'unsafe-inline' or 'unsafe-eval' on any page", async () => {
    for (const url of [
      '/',
      routePatterns.cardFrame,
      `${DOCS_PATH}/`,
      '/qa',
      '/mailbox',
      '/auth/v1/authorize',
    ]) {
      const csp = String((await get(t, url)).headers['content-security-policy']);
      expect(csp, url).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });
});

describe('https behind a proxy (TRUST_PROXY)', () => {
  const viaHttps = { 'x-forwarded-proto': 'https' };

  it('sends HSTS only on https: a trusted proxy says so, an untrusted one does not count', async () => {
    expect((await get(trusting, '/login', viaHttps)).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await get(trusting, '/auth/v1/authorize', viaHttps)).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await get(trusting, '/login')).headers['strict-transport-security']).toBeUndefined();
    expect((await get(t, '/login', viaHttps)).headers['strict-transport-security']).toBeUndefined();
    expect((await get(t, '/login')).headers['strict-transport-security']).toBeUndefined();
  });

  it('marks the sandbox cookie of a first page Secure on https only', async () => {
    const cookie = qaSettings.sandbox.cookie;
    const secure = String((await get(trusting, '/login', viaHttps)).headers['set-cookie']);
    expect(secure).toMatch(new RegExp(`^${cookie}=[\\w-]+; Path=/; Max-Age=31536000; SameSite=Lax; Secure$`));
    const plain = String((await get(t, '/login', viaHttps)).headers['set-cookie']);
    expect(plain).toMatch(new RegExp(`^${cookie}=[\\w-]+; Path=/; Max-Age=31536000; SameSite=Lax$`));
  });

  it('marks the QA settings cookies Secure on https only', async () => {
    const post = (app: TestApp, headers: Record<string, string>) =>
      app.app.inject({
        method: 'POST',
        url: '/qa/settings',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: 'setting=clockOffset&value=2h',
      });
    const { cookie } = qaSettings.clockOffset;
    expect((await post(trusting, viaHttps)).headers['set-cookie']).toBe(
      `${cookie}=2h; Path=/; SameSite=Lax; Secure`,
    );
    expect((await post(t, viaHttps)).headers['set-cookie']).toBe(`${cookie}=2h; Path=/; SameSite=Lax`);
  });

  it('marks the sandbox key a sign-up hands over Secure on https only', async () => {
    const signUp = (app: TestApp, headers: Record<string, string>) =>
      app.app.inject({
        method: 'POST',
        url: apiUrl(api.users.createUser),
        headers,
        payload: {
          firstName: 'Meera',
          lastName: 'Nair',
          emailId: `meera.${Math.random().toString(36).slice(2, 10)}@example.in`,
          password: 'Lotus#Pond7',
        },
      });
    const secure = await signUp(trusting, viaHttps);
    expect(secure.statusCode).toBe(201);
    expect(String(secure.headers['set-cookie'])).toMatch(/; SameSite=Lax; Secure$/);
    expect(String((await signUp(t, viaHttps)).headers['set-cookie'])).toMatch(/; SameSite=Lax$/);
  });
});

describe('an unexpected failure', () => {
  const FAILURE = new Error(`boom at ${join(process.cwd(), 'apps', 'api', 'src', 'somewhere.ts')}:12:7`);
  /** What a stack trace or a path of the server would look like in a reply. */
  const LEAK = /\bat .+:\d+:\d+|\/work\/|node_modules|apps\/api|\.ts\b|stack|boom/;

  it('answers an API call with the envelope only: no message, stack or path', async () => {
    const spy = vi.spyOn(t.app.services.catalogue, 'categoryList').mockRejectedValue(FAILURE);
    try {
      const response = await t.app.inject({ method: 'GET', url: apiUrl(api.products.listCategories) });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Internal server error' });
      expect(response.body).not.toMatch(LEAK);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers a page the same way (demo mode, not production)', async () => {
    const spy = vi.spyOn(t.app.services.mailbox, 'recentRecipients').mockRejectedValue(FAILURE);
    try {
      const response = await get(t, '/mailbox');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Internal server error' });
      expect(response.body).not.toMatch(LEAK);
    } finally {
      spy.mockRestore();
    }
  });
});
