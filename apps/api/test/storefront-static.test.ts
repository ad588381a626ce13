import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorReplySchema } from '@shop/core';
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

  it.each([
    '/assets/missing-123.js',
    '/missing.png',
    '/api/v1/nope',
    '/images/nowhere',
    '/auth/v1/authorize?provider=google',
  ])('answers %s with a JSON 404, not the page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(parseReply(ErrorReplySchema, response).error).toBe(`Not found: GET ${url.split('?')[0]}`);
  });

  it('leaves /mailbox to the server: the demo mailbox page, not the shop', async () => {
    const response = await get('/mailbox?email=a@b.co');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('ShopLane mailbox');
    expect(response.body).not.toBe(INDEX_HTML);
    expect((await get('/mailbox/anything')).statusCode).toBe(404);
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
