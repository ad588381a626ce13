import type { AddressInfo } from 'node:net';
import { api, SESSION_TTL_MS } from '@shop/core';
import { cartMessages } from '@shop/core/cart';
import { productMessages } from '@shop/core/products';
import {
  LIVE_LATENCY_JITTER_MS,
  LIVE_LATENCY_MS,
  LIVE_RETRY_AFTER_S,
  QaSessionSchema,
  qaEndpoints,
  TRACE_ID_HEADER,
} from '@shop/core/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, buildTestApp, injectAs, parseReply, recordingSleep, signUp, type TestApp } from './helper';

const SANDBOX = 'live-scenarios-sandbox-1';
const OTHER_SANDBOX = 'live-scenarios-sandbox-2';
const CART = apiUrl(api.cart.get);
const LISTING = apiUrl(api.products.listByCategory);
const EVENTS = apiUrl(qaEndpoints.events);

describe('live scenarios, trace ids and QA events (demo mode)', () => {
  let t: TestApp;
  const { sleep, slept } = recordingSleep();
  beforeAll(async () => {
    t = await buildTestApp({ sleep });
  });
  afterAll(() => t.close());

  const withScenarios = (scenarios: string, sandbox = SANDBOX) => ({
    'x-qa-scenarios': scenarios,
    'x-qa-sandbox': sandbox,
  });

  it('gives every reply a fresh trace id, and keeps one the client sent', async () => {
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'GET', url: apiUrl(api.health.check) }),
      t.app.inject({ method: 'GET', url: '/no-such-page' }),
    ]);
    expect(first.headers[TRACE_ID_HEADER]).toMatch(/^[0-9a-f]{24}$/);
    expect(second.headers[TRACE_ID_HEADER]).toMatch(/^[0-9a-f]{24}$/);
    expect(first.headers[TRACE_ID_HEADER]).not.toBe(second.headers[TRACE_ID_HEADER]);
    const traced = await t.app.inject({
      method: 'GET',
      url: apiUrl(api.health.check),
      headers: { [TRACE_ID_HEADER]: 'my-suite-run-0001' },
    });
    expect(traced.headers[TRACE_ID_HEADER]).toBe('my-suite-run-0001');
  });

  it('forces a call’s error with its §8 text for the asking session only', async () => {
    const forced = await t.app.inject({ method: 'GET', url: CART, headers: withScenarios('cart.get.error') });
    expect(forced.statusCode).toBe(500);
    expect(forced.json()).toEqual({ error: cartMessages.fetchFailed });
    // Another client without the header meets the real call (401 without a token).
    const plain = await t.app.inject({ method: 'GET', url: CART });
    expect(plain.statusCode).toBe(401);
  });

  it('reads the scenarios from the browser’s cookie as from the header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LISTING,
      payload: { categoryid: 1 },
      headers: { cookie: `other=1; qa_scenarios=${encodeURIComponent('products.listByCategory.error')}` },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: productMessages.fetchProductsFailed });
  });

  it('answers empty lists, 404-means-none, 429 with Retry-After, 504 and a blank 500', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: LISTING,
      payload: { categoryid: 1 },
      headers: withScenarios('products.listByCategory.empty'),
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ products: [], total: 0, page: 1, limit: 0 });

    const { token, user } = await signUp(t.app);
    const none = await injectAs(t.app, token, {
      method: 'GET',
      url: apiUrl(api.profile.getUserAgeGroup, { userId: user.userId }),
      headers: withScenarios('profile.getUserAgeGroup.none'),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'No age group saved' });

    const limited = await t.app.inject({
      method: 'GET',
      url: CART,
      headers: withScenarios('cart.rate-limited'),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(LIVE_RETRY_AFTER_S));
    expect(limited.json()).toEqual({ error: 'Too many requests. Please try again in 30 seconds.' });

    const timeout = await t.app.inject({
      method: 'GET',
      url: CART,
      headers: withScenarios('cart.get.timeout'),
    });
    expect(timeout.statusCode).toBe(504);
    expect(timeout.body).toBe('');

    const blank = await t.app.inject({ method: 'GET', url: CART, headers: withScenarios('cart.blank-500') });
    expect(blank.statusCode).toBe(500);
    expect(blank.body).toBe('');
  });

  it('delays the real reply by the documented latency with jitter seeded per session and path', async () => {
    slept.length = 0;
    const ask = (sandbox: string) =>
      t.app.inject({
        method: 'GET',
        url: apiUrl(api.products.listCategories),
        headers: withScenarios('products.slow', sandbox),
      });
    const first = await ask(SANDBOX);
    await ask(SANDBOX);
    await ask(OTHER_SANDBOX);
    expect(first.statusCode).toBe(200);
    expect((first.json() as { products: unknown[] }).products.length).toBeGreaterThan(0);
    expect(slept).toHaveLength(3);
    for (const ms of slept) {
      expect(ms).toBeGreaterThanOrEqual(LIVE_LATENCY_MS - LIVE_LATENCY_JITTER_MS);
      expect(ms).toBeLessThanOrEqual(LIVE_LATENCY_MS + LIVE_LATENCY_JITTER_MS);
    }
    expect(slept[1]).toBe(slept[0]);
    expect(slept[2]).not.toBe(slept[0]);
  });

  it('leaves calls the scenario does not name alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: apiUrl(api.products.listCategories),
      headers: withScenarios('cart.error,products.search.empty'),
    });
    expect(response.statusCode).toBe(200);
  });

  it('reports the session’s settings, its clock and unknown names', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: apiUrl(qaEndpoints.session),
      headers: {
        ...withScenarios('cart.get.error, cart.get.eror'),
        'x-qa-defects': 'problem.listing.same-image',
        'x-qa-clock-offset': '2h',
      },
    });
    const session = parseReply(QaSessionSchema, response);
    expect(session).toMatchObject({
      sandboxKey: SANDBOX,
      scenarios: ['cart.get.error'],
      unknownScenarios: ['cart.get.eror'],
      defectSwitches: ['problem.listing.same-image'],
      clockOffsetMs: 7_200_000,
      apiQuirks: false,
    });
    expect(Date.parse(session.now) - t.clock.now().getTime()).toBe(7_200_000);
  });

  it('moves the session clock: a token expires for the session that looks 8 days ahead', async () => {
    const { token } = await signUp(t.app);
    const now = await injectAs(t.app, token, { method: 'GET', url: CART });
    expect(now.statusCode).toBe(200);
    const later = await injectAs(t.app, token, {
      method: 'GET',
      url: CART,
      headers: { 'x-qa-clock-offset': `${Math.ceil(SESSION_TTL_MS / 1000) + 60}s` },
    });
    expect(later.statusCode).toBe(401);
    // The offset belonged to that request alone.
    expect((await injectAs(t.app, token, { method: 'GET', url: CART })).statusCode).toBe(200);
  });

  it('lists the sandbox’s triggered scenarios with their trace ids, newest first, and no one else’s', async () => {
    const sandbox = 'events-sandbox-000001';
    const forced = await t.app.inject({
      method: 'GET',
      url: CART,
      headers: withScenarios('cart.get.error', sandbox),
    });
    await t.app.inject({ method: 'GET', url: CART, headers: withScenarios('cart.get.empty', sandbox) });
    const events = await t.app.inject({ method: 'GET', url: EVENTS, headers: { 'x-qa-sandbox': sandbox } });
    expect(events.statusCode).toBe(200);
    const listed = (
      events.json() as { events: { kind: string; name: string; traceId: string; detail: object }[] }
    ).events;
    expect(listed.map((event) => [event.kind, event.name])).toEqual([
      ['scenario', 'cart.get.empty'],
      ['scenario', 'cart.get.error'],
    ]);
    expect(listed[1]?.traceId).toBe(forced.headers[TRACE_ID_HEADER]);
    expect(listed[1]?.detail).toMatchObject({ call: 'cart.get', method: 'GET' });
    const other = await t.app.inject({
      method: 'GET',
      url: EVENTS,
      headers: { 'x-qa-sandbox': OTHER_SANDBOX },
    });
    expect((other.json() as { events: { name: string }[] }).events.map((event) => event.name)).not.toContain(
      'cart.get.empty',
    );
  });

  it('asks for a sandbox key before listing events', async () => {
    const response = await t.app.inject({ method: 'GET', url: EVENTS });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Send your sandbox key in the x-qa-sandbox header (16–64 letters, digits, - or _).',
    });
  });

  it('records defects the storefront reports, and refuses unknown ids', async () => {
    const sandbox = 'defects-sandbox-00001';
    const url = apiUrl(qaEndpoints.reportDefect);
    const unknown = await t.app.inject({
      method: 'POST',
      url,
      payload: { defectId: 'problem.nope' },
      headers: { 'x-qa-sandbox': sandbox },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Unknown defect id' });
    const known = await t.app.inject({
      method: 'POST',
      url,
      payload: { defectId: 'problem.listing.same-image' },
      headers: { 'x-qa-sandbox': sandbox },
    });
    expect(known.statusCode).toBe(201);
    const events = await t.app.inject({ method: 'GET', url: EVENTS, headers: { 'x-qa-sandbox': sandbox } });
    expect((events.json() as { events: { kind: string; name: string }[] }).events).toMatchObject([
      { kind: 'defect', name: 'problem.listing.same-image' },
    ]);
  });

  it('drops the connection for network-down: the client gets no reply at all', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    await expect(
      fetch(`http://127.0.0.1:${port}${CART}`, { headers: withScenarios('cart.get.network-down') }),
    ).rejects.toThrow(TypeError);
    const healthy = await fetch(`http://127.0.0.1:${port}${apiUrl(api.health.check)}`);
    expect(healthy.status).toBe(200);
  });
});

describe('live scenarios outside demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demoMode: false });
  });
  afterAll(() => t.close());

  it('ignores scenario headers and has no QA calls, but still traces replies', async () => {
    const cart = await t.app.inject({
      method: 'GET',
      url: CART,
      headers: { 'x-qa-scenarios': 'cart.get.error' },
    });
    expect(cart.statusCode).toBe(401);
    expect(cart.headers[TRACE_ID_HEADER]).toMatch(/^[0-9a-f]{24}$/);
    const session = await t.app.inject({ method: 'GET', url: apiUrl(qaEndpoints.session) });
    expect(session.statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-qa-clock-offset': '8d' } });
    expect(page.headers['set-cookie']).toBeUndefined();
  });
});
