import { api } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, buildTestApp, type TestApp } from './helper';

/** The security probe: CORS reflected any Origin, `null` included. Same-origin unless allow-listed. */
const HEALTH = apiUrl(api.health.check);
const SIGN_IN = apiUrl(api.users.signIn);
const PARTNER = 'https://partner.example.in';

let sameOrigin: TestApp;
let allowList: TestApp;
beforeAll(async () => {
  sameOrigin = await buildTestApp();
  allowList = await buildTestApp({ corsOrigins: [PARTNER, 'http://localhost:5173'] });
});
afterAll(async () => {
  await sameOrigin.close();
  await allowList.close();
});

const get = (t: TestApp, origin: string) => t.app.inject({ method: 'GET', url: HEALTH, headers: { origin } });
const preflight = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: SIGN_IN,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });

describe('by default (no CORS_ORIGINS): same origin only', () => {
  it.each([PARTNER, 'https://evil.example', 'null'])('sends no CORS headers to %s', async (origin) => {
    const response = await get(sameOrigin, origin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers a foreign preflight without allowing anything', async () => {
    const response = await preflight(sameOrigin, 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: `Not found: OPTIONS ${SIGN_IN}` });
  });
});

describe('with an allow-list', () => {
  it('allows exactly the listed origins', async () => {
    const response = await get(allowList, PARTNER);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(response.headers.vary).toContain('Origin');
  });

  it.each([
    'https://evil.example',
    'https://partner.example.in.evil.example',
    'http://partner.example.in',
    'null',
  ])('never allows %s', async (origin) => {
    expect((await get(allowList, origin)).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(allowList, origin)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an allowed preflight with the methods', async () => {
    const response = await preflight(allowList, PARTNER);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers'])).toContain('content-type');
  });
});
