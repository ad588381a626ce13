import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { generateCatalogue, productImagePath, productImageSvg } from '@shop/catalog';
import { api } from '@shop/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codedEtag,
  COMPRESSION_THRESHOLD_BYTES,
  etagMatches,
  negotiateCoding,
} from '../src/http/compression';
import { apiUrl, buildTestApp, type TestApp } from './helper';

const { products } = generateCatalogue();

/** A built storefront in miniature: a script with its brotli and gzip copies, as the build writes them. */
const SCRIPT = `export const shop = ${JSON.stringify('ShopLane '.repeat(400))};\n`;
const SCRIPT_URL = '/assets/index-Zz98Yy76.js';
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="${SCRIPT_URL}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-api-compression-'));
  mkdirSync(join(dist, 'assets'));
  for (const [file, body] of [
    ['index.html', INDEX_HTML],
    [`assets/${SCRIPT_URL.split('/').pop()}`, SCRIPT],
  ] as const) {
    writeFileSync(join(dist, file), body);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(body));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(body));
  }
  t = await buildTestApp({ storefrontDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const listingUrl = apiUrl(api.products.listByCategory);
const categoriesUrl = apiUrl(api.products.listCategories);
const healthUrl = apiUrl(api.health.check);
const LISTING_BODY = { categoryid: 0, page: 1, limit: 24 };

function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString();
    case 'gzip':
      return gunzipSync(raw).toString();
    case undefined:
      return raw.toString();
    default:
      throw new Error(`unexpected coding ${String(response.headers['content-encoding'])}`);
  }
}

const listing = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'POST',
    url: listingUrl,
    payload: LISTING_BODY,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0.2', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['deflate, zstd', undefined],
    ['', undefined],
  ])('%j → %s', (header, expected) => {
    expect(negotiateCoding(header)).toBe(expected);
  });
});

describe('entity tags per coding', () => {
  it('gives each coding its own tag, inside the quotes', () => {
    expect(codedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(codedEtag('W/"12-34"', 'gzip')).toBe('W/"12-34-gzip"');
    expect(codedEtag('"abc"', undefined)).toBe('"abc"');
  });

  it('matches If-None-Match lists, weak tags and *, and nothing else', () => {
    expect(etagMatches('"x", "abc-br"', '"abc-br"')).toBe(true);
    expect(etagMatches('W/"abc-br"', '"abc-br"')).toBe(true);
    expect(etagMatches('*', '"abc-br"')).toBe(true);
    expect(etagMatches('"abc"', '"abc-br"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe('JSON replies', () => {
  it('sends the listing in brotli when the client accepts br and gzip, the same JSON once decoded', async () => {
    const identity = await listing();
    const brotli = await listing('gzip, deflate, br');
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);
    expect(decoded(brotli)).toBe(identity.body);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const identity = await listing();
    const gzipped = await listing('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(gzipped)).toBe(identity.body);
  });

  it('sends the same bytes each time for a ready catalogue body (compressed once, then kept)', async () => {
    const first = await listing('br');
    const second = await listing('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers identity, still with Vary, when every coding is refused with q=0', async () => {
    const identity = await listing();
    const refused = await listing('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toMatch(/accept-encoding/i);
    expect(refused.body).toBe(identity.body);
    const onlyGzipRefused = await listing('gzip;q=0');
    expect(onlyGzipRefused.headers['content-encoding']).toBeUndefined();
  });

  it('compresses replies serialised per request (the category list) too', async () => {
    const identity = await t.app.inject({ method: 'GET', url: categoriesUrl });
    const gzipped = await t.app.inject({
      method: 'GET',
      url: categoriesUrl,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(identity.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD_BYTES);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzipped))).toEqual(identity.json());
  });

  it('leaves small replies (under 1 KB) as they are, without Vary', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: healthUrl,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('answers HEAD with the headers and length of the coded GET, and no body', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: categoriesUrl,
      headers: { 'accept-encoding': 'br' },
    });
    const head = await t.app.inject({
      method: 'HEAD',
      url: categoriesUrl,
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.vary).toMatch(/accept-encoding/i);
    expect(head.headers['content-length']).toBe(String(get.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('keeps error replies correct: a 404 in our envelope, readable whatever the client accepts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: listingUrl,
      payload: { categoryid: 999, page: 1, limit: 12 },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(decoded(response))).toHaveProperty('error');
  });
});

describe('storefront files precompressed at build time', () => {
  const getFile = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves the brotli copy to a browser, with its type, Vary and a year of caching', async () => {
    const response = await getFile(SCRIPT_URL, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    expect(decoded(response)).toBe(SCRIPT);
  });

  it('serves the gzip copy, or the file itself, to clients that accept only those', async () => {
    const gzipped = await getFile(SCRIPT_URL, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toBe(SCRIPT);
    const plain = await getFile(SCRIPT_URL);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
    const refused = await getFile(SCRIPT_URL, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(SCRIPT);
  });

  it('gives each coding its own ETag, and revalidates each with 304', async () => {
    const codings = ['br', 'gzip', 'identity'];
    const etags = new Map<string, string>();
    for (const coding of codings) {
      const response = await getFile(SCRIPT_URL, { 'accept-encoding': coding });
      etags.set(coding, String(response.headers.etag));
      const again = await getFile(SCRIPT_URL, {
        'accept-encoding': coding,
        'if-none-match': String(response.headers.etag),
      });
      expect(again.statusCode, coding).toBe(304);
      expect(again.rawPayload.length, coding).toBe(0);
    }
    expect(new Set(etags.values()).size).toBe(codings.length);
  });

  it('answers a range from the file as it is, never from a coded copy', async () => {
    const response = await getFile(SCRIPT_URL, { 'accept-encoding': 'br, gzip', range: 'bytes=0-9' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT.slice(0, 10));
  });

  it('serves index.html for client routes precompressed too, still never cached', async () => {
    const response = await getFile('/products?category=all', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toBe(INDEX_HTML);
  });

  it('answers HEAD for a file with the coded copy’s headers and no body', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: SCRIPT_URL,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBe(0);
  });

  it('does not expose the coded copies as files of their own', async () => {
    const response = await getFile(`${SCRIPT_URL}.br`);
    expect(response.statusCode).toBe(404);
  });
});

describe('generated SVG images', () => {
  const product = products[3];
  if (!product) throw new Error('empty catalogue');
  const url = productImagePath(product.id);
  const svg = productImageSvg(product.id);
  const image = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends brotli or gzip as accepted, the same SVG once decoded, with Vary', async () => {
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await image({ 'accept-encoding': accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(coding);
      expect(response.headers['content-type'], accept).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decoded(response), accept).toBe(svg);
    }
  });

  it('gives each coding its own ETag and answers its revalidation with 304', async () => {
    const brotli = await image({ 'accept-encoding': 'br' });
    const plain = await image();
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    const again = await image({ 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    const stale = await image({ 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(stale.statusCode).toBe(200);
  });
});
