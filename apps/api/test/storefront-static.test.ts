import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { ErrorReplySchema, paths, routePatterns } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, parseReply, type TestApp } from './helper';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("shop");';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-api-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ storefrontDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('storefront build', () => {
  it.each([
    '/',
    '/products?x=1',
    '/products?categoryId=1&category=mobiles-tablets',
    '/login',
    '/auth',
    '/product/1/101',
    '/cart',
    '/health',
    '/oauth-callback?code=x',
  ])('answers the client route %s with index.html, never cached', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('puts the shop CSP on the page', async () => {
    const csp = String((await get('/login')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect((await get('/login')).headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('serves other files with a short cache', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/assets/missing-123.js', '/missing.png', '/api/v1/nope', '/images/nowhere'])(
    'answers %s with a JSON 404, not the page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(parseReply(ErrorReplySchema, response).error).toBe(`Not found: GET ${url.split('?')[0]}`);
    },
  );

  it('leaves /auth/v1 to the Supabase-Auth stand-in, not the shop', async () => {
    const refused = await get('/auth/v1/authorize?provider=google');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('data-testid="auth-stand-in-error"');
    expect(refused.body).not.toBe(INDEX_HTML);
    const unknown = await get('/auth/v1/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error_code: 'not_found' });
  });

  it('leaves /mailbox to the server: the demo mailbox page, not the shop', async () => {
    const response = await get('/mailbox?email=a@b.co');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('ShopLane mailbox');
    expect(response.body).not.toBe(INDEX_HTML);
    expect((await get('/mailbox/anything')).statusCode).toBe(404);
  });

  // Every route of core's paths module, its parameters filled in as the router would match them.
  const knownRoutes: [name: string, url: string][] = [
    ...Object.entries(routePatterns).map(([name, pattern]): [string, string] => [
      name,
      pattern.replace(/:\w+/g, 'x1'),
    ]),
    ['product', paths.product(1, 101)],
    ['legacyProduct', paths.legacyProduct(6, 601)],
    ['order', paths.order('SL-20250101-0001')],
    ['orders, page 2', paths.orders({ page: 2 })],
    ['listing', paths.products({ categoryId: 1, category: 'mobiles-tablets' })],
    ['sign-up tab', paths.auth({ tab: 'signUp' })],
    ['trailing slash', '/cart/'],
    ['another letter case', '/PROFILE'],
  ];

  it.each(knownRoutes)('a known route (%s: %s) answers 200', async (_name, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  // QA learners check status codes: the page is still the shop's, which shows 'Page not found'.
  it.each([
    '/no-such-page',
    '/no-such-page/',
    '/product/1',
    '/product/1/101/extra',
    '/orders/SL-1/x',
    '/cartx',
  ])('an unknown page %s answers 404 with the shop’s page, never cached, under the shop CSP', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers an unknown page in full even when asked conditionally or for a range', async () => {
    for (const headers of [
      { 'if-none-match': '*' },
      { 'if-modified-since': new Date().toUTCString() },
      { range: 'bytes=0-9' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/no-such-page', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('does not answer non-GET requests with the page', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login' });
    expect(response.statusCode).toBe(404);
  });
});

describe('without a storefront build', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp({ storefrontDist: join(dist, 'does-not-exist') });
  });
  afterAll(() => bare.close());

  it('explains at / how to build it', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('The storefront is not built yet');
    expect(response.body).toContain('pnpm build');
  });

  it('answers other pages with a JSON 404', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found: GET /login' });
  });
});

describe('prerendered first screens', () => {
  /** Pages as the storefront build writes them: the first screen in #root, the route's preloads in <head>. */
  const page = (kind: string) =>
    `<!doctype html><html><head><link rel="modulepreload" crossorigin href="/assets/${kind}-Route.js"></head><body><div id="root"><div inert aria-hidden="true" aria-busy="true">${kind} first screen</div></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
  const PAGES = { home: page('home'), listing: page('listing'), details: page('details') };

  let built: string;
  let p: TestApp;
  beforeAll(async () => {
    built = mkdtempSync(join(tmpdir(), 'shop-api-prerendered-'));
    mkdirSync(join(built, 'prerendered'));
    writeFileSync(join(built, 'index.html'), INDEX_HTML);
    for (const [kind, html] of Object.entries(PAGES)) {
      writeFileSync(join(built, 'prerendered', `${kind}.html`), html);
      writeFileSync(join(built, 'prerendered', `${kind}.html.br`), brotliCompressSync(html));
    }
    p = await buildTestApp({ storefrontDist: built });
  });
  afterAll(async () => {
    await p.close();
    rmSync(built, { recursive: true, force: true });
  });

  const getPage = (url: string, headers: Record<string, string> = {}) =>
    p.app.inject({ method: 'GET', url, headers });

  it.each([
    ['/', PAGES.home],
    ['/?shuffleSeed=7', PAGES.home],
    ['/products', PAGES.listing],
    ['/products/', PAGES.listing],
    ['/products?category=all', PAGES.listing],
    ['/products?categoryId=1&category=mobiles-tablets', PAGES.listing],
    ['/product/1/101', PAGES.details],
    ['/product/1/101?tab=reviews', PAGES.details],
    ['/product/abc/x', PAGES.details],
    ['/products/1/101', INDEX_HTML],
    ['/login', INDEX_HTML],
    ['/cart', INDEX_HTML],
    ['/compare', INDEX_HTML],
  ])('answers %s with its kind’s page, never cached, under the shop CSP', async (url, body) => {
    const response = await getPage(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.body).toBe(body);
  });

  it.each(['/product/1', '/products/1/101/x', '/no-such-page'])(
    'answers the unknown page %s with index.html and 404, never a prerendered page',
    async (url) => {
      const response = await getPage(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('sends the build’s brotli copy of a prerendered page, with Vary and its own ETag that revalidates', async () => {
    const response = await getPage('/', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGES.home);
    const plain = await getPage('/');
    expect(plain.headers.etag).not.toBe(response.headers.etag);
    const again = await getPage('/', {
      'accept-encoding': 'br',
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('does not serve the prerendered pages at URLs of their own', async () => {
    for (const url of ['/prerendered/home.html', '/prerendered/home.html.br', '/prerendered/listing.html']) {
      expect((await getPage(url)).statusCode, url).toBe(404);
    }
  });

  it('serves index.html for a kind the build did not prerender', async () => {
    rmSync(join(built, 'prerendered', 'details.html'));
    rmSync(join(built, 'prerendered', 'details.html.br'));
    const partial = await buildTestApp({ storefrontDist: built });
    try {
      expect((await partial.app.inject({ method: 'GET', url: '/product/1/101' })).body).toBe(INDEX_HTML);
      expect((await partial.app.inject({ method: 'GET', url: '/' })).body).toBe(PAGES.home);
    } finally {
      await partial.close();
    }
  });
});
