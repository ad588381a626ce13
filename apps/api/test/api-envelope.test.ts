import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorReplySchema } from '@shop/core';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { frameworkErrors, registerErrorHandlers } from '../src/http/errors';
import { API_SECURITY_HEADERS } from '../src/http/security-headers';
import { buildTestApp, type TestApp } from './helper';

/**
 * The security probe: with the storefront built, odd spellings of /api got the shop's page, and
 * router-level errors left the `{ error }` envelope and the API's headers. Every reply under /api
 * is JSON in the envelope, with the API's security headers.
 */
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-api-envelope-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  t = await buildTestApp({ storefrontDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The envelope and nothing else: an extra field would be a leak. */
const StrictErrorReplySchema = z.strictObject(ErrorReplySchema.shape);

function expectApiEnvelope(response: LightMyRequestResponse, status: number): string {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers).toMatchObject(API_SECURITY_HEADERS);
  const reply = StrictErrorReplySchema.parse(response.json());
  return reply.error;
}

describe('paths that spell /api differently are the API’s 404, never the page', () => {
  it.each([
    '/API/v1/health',
    '/Api/V1/products/categories',
    '/api;/v1/health',
    '/api;jsessionid=1/v1/health',
    '/api%2fv1%2fhealth',
    '/api%2Fv1%2Fhealth',
    '/api/v1/nope',
    '/api',
  ])('%s', async (url) => {
    expect(expectApiEnvelope(await get(url), 404)).toBe(`Not found: GET ${url}`);
  });

  it('an escaped letter is still the API itself', async () => {
    const response = await get('/%61pi/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject(API_SECURITY_HEADERS);
  });

  it('leaves the shop its own routes', async () => {
    const response = await get('/products?category=all');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('router-level errors under /api stay in the envelope', () => {
  it('a malformed percent-encoding is a 400', async () => {
    expect(expectApiEnvelope(await get('/api/v1/%zz'), 400)).toBe('Malformed URL: /api/v1/%zz');
  });

  it('a path parameter longer than the router reads is a 404 in the envelope (the page wildcard matches)', async () => {
    const url = `/api/v1/users/${'9'.repeat(500)}`;
    expect(expectApiEnvelope(await get(url), 404)).toBe(`Not found: GET ${url}`);
  });

  it('and a 414 in the envelope where no wildcard route matches', async () => {
    const bare = Fastify({ frameworkErrors });
    registerErrorHandlers(bare);
    bare.get('/api/v1/users/:userId', async () => ({}));
    const response = await bare.inject({ method: 'GET', url: `/api/v1/users/${'9'.repeat(500)}` });
    expect(expectApiEnvelope(response, 414)).toBe('URL is too long');
    await bare.close();
  });

  it('a malformed URL outside /api is still JSON in the envelope', async () => {
    const response = await get('/products/%zz');
    expect(response.statusCode).toBe(400);
    expect(StrictErrorReplySchema.parse(response.json()).error).toBe('Malformed URL: /products/%zz');
  });
});

describe('Server-Timing: how long the server held the request (README "Performance testing practice")', () => {
  it.each([
    ['a listing', { method: 'POST', url: '/api/v1/products/by-category', payload: { categoryid: 1 } }, 200],
    [
      'a refused body',
      { method: 'POST', url: '/api/v1/products/by-category', payload: { categoryid: 'x' } },
      400,
    ],
    ['a call that needs a token', { method: 'GET', url: '/api/v1/cart' }, 401],
  ] as const)('%s answers with app;dur in milliseconds', async (_case, request, status) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(status);
    const timing = /^app;dur=(\d+\.\d)$/.exec(String(response.headers['server-timing']));
    expect(timing, String(response.headers['server-timing'])).not.toBeNull();
    expect(Number(timing![1])).toBeLessThan(10_000);
  });
});
