import { allEndpoints, API_BASE_PATH, api, ErrorReplySchema, REQUEST_BODY_LIMIT_BYTES } from '@shop/core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, registerErrorHandlers } from '../src/http/errors';
import { registerEndpoint } from '../src/http/register-endpoint';
import { apiUrl, buildTestApp, injectAs, parseReply, postJson, signUp, type TestApp } from './helper';

const BY_CATEGORY = `${API_BASE_PATH}/products/by-category`;
const BY_IDS = `${API_BASE_PATH}/products/by-ids`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('validation errors: 400 with the field named in `error` and per-field `details`', () => {
  it.each([
    [
      'categoryid as text',
      { categoryid: '1' },
      'categoryid must be a number',
      { categoryid: 'must be a number' },
    ],
    ['a missing categoryid', { page: 1 }, 'categoryid is required', { categoryid: 'is required' }],
    [
      'a negative categoryid',
      { categoryid: -1 },
      'categoryid must be at least 0',
      { categoryid: 'must be at least 0' },
    ],
    [
      'a fractional categoryid',
      { categoryid: 1.5 },
      'categoryid must be a whole number',
      { categoryid: 'must be a whole number' },
    ],
    ['page 0', { categoryid: 1, page: 0 }, 'page must be at least 1', { page: 'must be at least 1' }],
    ['page as text', { categoryid: 1, page: 'two' }, 'page must be a number', { page: 'must be a number' }],
    [
      'a fractional page',
      { categoryid: 1, page: 1.5 },
      'page must be a whole number',
      { page: 'must be a whole number' },
    ],
    [
      'limit 1000',
      { categoryid: 1, limit: 1000 },
      'limit must be at most 100',
      { limit: 'must be at most 100' },
    ],
    ['limit 0', { categoryid: 1, limit: 0 }, 'limit must be at least 1', { limit: 'must be at least 1' }],
    [
      'categoryid null',
      { categoryid: null },
      'categoryid must be a number',
      { categoryid: 'must be a number' },
    ],
  ])('by-category with %s', async (_case, body, sentence, details) => {
    const response = await postJson(t.app, BY_CATEGORY, body);
    expect(response.statusCode).toBe(400);
    expect(parseReply(ErrorReplySchema, response)).toEqual({
      error: `Invalid request: ${sentence}`,
      details,
    });
  });

  it('names every wrong field at once', async () => {
    const response = await postJson(t.app, BY_CATEGORY, { categoryid: '1', page: 0, limit: 1000 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error:
        'Invalid request: categoryid must be a number; page must be at least 1; limit must be at most 100',
      details: { categoryid: 'must be a number', page: 'must be at least 1', limit: 'must be at most 100' },
    });
  });

  it.each([
    ['missing ids', {}, { categoryId: 'is required', productId: 'is required' }],
    ['a missing productId', { categoryId: 1 }, { productId: 'is required' }],
    [
      'ids as text',
      { categoryId: '1', productId: '101' },
      { categoryId: 'must be a number', productId: 'must be a number' },
    ],
    ['a negative productId', { categoryId: 1, productId: -101 }, { productId: 'must be a positive number' }],
    ['a zero categoryId', { categoryId: 0, productId: 101 }, { categoryId: 'must be a positive number' }],
    ['a fractional productId', { categoryId: 1, productId: 10.1 }, { productId: 'must be a whole number' }],
  ])('by-ids with %s', async (_case, body, details) => {
    const response = await postJson(t.app, BY_IDS, body);
    expect(response.statusCode).toBe(400);
    const reply = parseReply(ErrorReplySchema, response);
    expect(reply.details).toEqual(details);
    for (const field of Object.keys(details)) expect(reply.error).toContain(field);
  });

  it('answers a POST without a body with "body is required"', async () => {
    const response = await t.app.inject({ method: 'POST', url: BY_CATEGORY });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid request: body is required',
      details: { body: 'is required' },
    });
  });

  it.each([
    ['an array', '[1,2]'],
    ['a string', '"categoryid"'],
    ['a number', '1'],
    ['null', 'null'],
  ])('answers a JSON body that is %s with "body must be a JSON object"', async (_case, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: BY_CATEGORY,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Invalid request: body must be a JSON object' });
  });
});

describe('request bodies the server cannot read', () => {
  const post = (payload: string, contentType: string) =>
    t.app.inject({ method: 'POST', url: BY_CATEGORY, headers: { 'content-type': contentType }, payload });

  it.each(['{"categoryid": 1', "{'categoryid': 1}", '{categoryid: 1}', 'not json at all'])(
    'answers malformed JSON %j with 400 "Malformed JSON body"',
    async (payload) => {
      const response = await post(payload, 'application/json');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Malformed JSON body' });
    },
  );

  it('refuses prototype pollution as malformed JSON', async () => {
    const response = await post('{"categoryid":1,"__proto__":{"admin":true}}', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await post('', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Request body is empty: send a JSON object' });
  });

  it.each([
    'text/plain',
    'application/xml',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
  ])('answers content type %s with 415', async (contentType) => {
    const response = await post('{"categoryid":1}', contentType);
    expect(response.statusCode).toBe(415);
    expect(parseReply(ErrorReplySchema, response).error).toBe(
      `Unsupported content type: ${contentType} (send application/json)`,
    );
  });

  it('refuses a form body on every call that takes JSON: an HTML form from another site gets 415', async () => {
    const { user, token } = await signUp(t.app);
    const calls = allEndpoints.filter(
      (endpoint) =>
        endpoint.body !== undefined &&
        t.app.hasRoute({ method: endpoint.method, url: API_BASE_PATH + endpoint.path }),
    );
    expect(calls.map((endpoint) => endpoint.id)).toContain(api.users.signIn.id);
    for (const endpoint of calls) {
      const params = Object.fromEntries(
        (endpoint.path.match(/:\w+/g) ?? []).map((name) => [name.slice(1), user.userId]),
      );
      const response = await injectAs(t.app, token, {
        method: endpoint.method,
        url: apiUrl(endpoint, params),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'emailId=a%40b.in&password=x&categoryid=1',
      });
      expect(response.statusCode, endpoint.id).toBe(415);
      expect(response.json(), endpoint.id).toEqual({
        error: 'Unsupported content type: application/x-www-form-urlencoded (send application/json)',
      });
    }
  });

  it('answers a body over the limit with 413', async () => {
    const payload = JSON.stringify({ categoryid: 1, padding: 'x'.repeat(REQUEST_BODY_LIMIT_BYTES) });
    const response = await post(payload, 'application/json');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Request body is too large (limit 100 KB)' });
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/v1/nope'],
    ['GET', '/api/v1/products/by-category'],
    ['POST', '/api/v1/products'],
    ['DELETE', '/api/v1/products/by-ids'],
    ['GET', '/api/v2/products'],
    ['POST', '/api'],
  ] as const)('answers %s %s with a JSON 404 naming the call', async (method, url) => {
    const response = await t.app.inject({ method, url: `${url}?x=1` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ error: `Not found: ${method} ${url}` });
  });
});

describe('no input ever produces a 5xx', () => {
  const bodies: unknown[] = [
    {},
    [],
    { categoryid: {} },
    { categoryid: [] },
    { categoryid: true },
    { categoryid: 1e308 },
    { categoryid: -0 },
    { categoryid: Number.MAX_SAFE_INTEGER + 2 },
    { categoryid: 1, page: Number.MAX_SAFE_INTEGER },
    { categoryid: 1, page: 1e20 },
    { categoryid: 1, limit: -5 },
    { categoryid: '0x1' },
    { categoryId: 1, productId: 101, extra: { deep: [1, 2, { x: null }] } },
    { categoryid: 1, constructor: { prototype: { polluted: true } } },
    'x'.repeat(2_000),
  ];
  it.each([BY_CATEGORY, BY_IDS])('%s', async (url) => {
    for (const body of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      if (response.statusCode >= 400) parseReply(ErrorReplySchema, response);
    }
  });
});

describe('the error handler on its own', () => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  // Other areas' contract schemas, to pin how their texts read (their routes come later).
  registerEndpoint(app, api.users.signIn, async () => {
    throw new HttpError(401, 'Invalid email or password');
  });
  registerEndpoint(app, api.mailbox.list, async () => ({ messages: [] }));
  app.get('/teapot', async () => {
    throw new HttpError(429, 'Too many attempts', undefined, { 'retry-after': '30' });
  });
  app.get('/boom', async () => {
    throw new Error('secret internals');
  });
  afterAll(() => app.close());

  it('sends a domain error with its status, text and headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/teapot' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({ error: 'Too many attempts' });
  });

  it('says "is required" for missing fields and names the type for wrong ones', async () => {
    const missing = await app.inject({ method: 'POST', url: `${API_BASE_PATH}/users/signIn`, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'Invalid request: emailId is required; password is required',
      details: { emailId: 'is required', password: 'is required' },
    });
    const wrong = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/users/signIn`,
      payload: { emailId: 5, password: 'x' },
    });
    expect(wrong.json()).toEqual({
      error: 'Invalid request: emailId must be a string',
      details: { emailId: 'must be a string' },
    });
  });

  it('validates query strings the same way', async () => {
    const response = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/mailbox` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid request: email is required',
      details: { email: 'is required' },
    });
    const ok = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/mailbox?email=a@b.c` });
    expect(ok.json()).toEqual({ messages: [] });
  });

  it('hides an unexpected exception behind a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error' });
  });
});
