import { gunzipSync } from 'node:zlib';
import { api, requestMessages } from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { authMessages, PhysicalStatsReplySchema, SessionReplySchema } from '@shop/core/users';
import { apiQuirks, QUIRK_STATS_CLEARED_MESSAGE, qaEndpoints, qaSettings } from '@shop/core/qa';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiUrl,
  buildTestApp,
  injectAs,
  newAccount,
  parseReply,
  type SignedUp,
  signUp,
  type TestApp,
} from './helper';

/**
 * The API quirks (@shop/core/qa api-quirks.ts): each documented wrong status or shape appears for
 * a client that sends `x-qa-api-quirks: on` (or a browser with `qa_api_quirks=on`), never for
 * anyone else and never outside demo mode; the call's writes happen as without it.
 */
const SANDBOX = 'api-quirks-sandbox-0001';
const QUIRKS_ON = { [qaSettings.apiQuirks.header]: 'on', [qaSettings.sandbox.header]: SANDBOX };
const JSON_TYPE = 'application/json; charset=utf-8';
const MISSING_PRODUCT = { categoryId: 1, productId: 999_999 };
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

type Headers = Record<string, string>;

interface QuirkCase {
  /** Makes the quirk's call with `headers` (the switch, or none). */
  ask(headers: Headers): Promise<LightMyRequestResponse>;
  /** What the learner's test should catch. */
  quirked(response: LightMyRequestResponse): void;
  /** The contract's answer. */
  plain(response: LightMyRequestResponse): void;
}

function buildCases(t: () => TestApp, account: () => SignedUp): Record<string, QuirkCase> {
  const statsBody = () => ({
    userId: account().user.userId,
    heightUnit: 'cm',
    weightUnit: 'kg',
    heightValue: 170,
    weightValue: 65,
  });
  const saveStats = (headers: Headers = {}) =>
    injectAs(t().app, account().token, {
      method: 'POST',
      url: apiUrl(api.users.savePhysicalStats),
      headers,
      payload: statsBody(),
    });
  return {
    'quirk.sign-up.status-200': {
      ask: (headers) =>
        t().app.inject({ method: 'POST', url: apiUrl(api.users.createUser), headers, payload: newAccount() }),
      quirked: (response) => {
        expect(response.statusCode).toBe(200);
        expect(parseReply(SessionReplySchema, response).message).toBe(accountMessages.created);
      },
      plain: (response) => expect(response.statusCode).toBe(201),
    },
    'quirk.sign-in.wrong-password-400': {
      ask: (headers) =>
        t().app.inject({
          method: 'POST',
          url: apiUrl(api.users.signIn),
          headers,
          payload: { emailId: account().email, password: 'Not-the#Password1' },
        }),
      quirked: (response) => {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: accountMessages.invalidCredentials });
      },
      plain: (response) => {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: accountMessages.invalidCredentials });
      },
    },
    'quirk.physical-stats.clear-200-body': {
      ask: async (headers) => {
        expect((await saveStats()).statusCode).toBe(200);
        return injectAs(t().app, account().token, {
          method: 'DELETE',
          url: `${apiUrl(api.users.clearPhysicalStats)}?userId=${account().user.userId}`,
          headers,
        });
      },
      quirked: (response) => {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(JSON_TYPE);
        expect(response.json()).toEqual({ message: QUIRK_STATS_CLEARED_MESSAGE });
      },
      plain: (response) => {
        expect(response.statusCode).toBe(204);
        expect(response.body).toBe('');
      },
    },
    'quirk.physical-stats.epoch-dates': {
      ask: (headers) => saveStats(headers),
      quirked: (response) => {
        expect(response.statusCode).toBe(200);
        const { stats } = response.json() as { stats: { updated_at: unknown } };
        expect(typeof stats.updated_at).toBe('number');
        expect(new Date(stats.updated_at as number).getFullYear()).toBeGreaterThan(2000);
      },
      plain: (response) => {
        expect(response.statusCode).toBe(200);
        expect((response.json() as { stats: { updated_at: unknown } }).stats.updated_at).toMatch(ISO_TIME);
      },
    },
    'quirk.product.missing-200-null': {
      ask: (headers) =>
        t().app.inject({
          method: 'POST',
          url: apiUrl(api.products.getByIds),
          headers,
          payload: MISSING_PRODUCT,
        }),
      quirked: (response) => {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ product: null });
      },
      plain: (response) => {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: requestMessages.productNotFound });
      },
    },
    'quirk.listing.total-string': {
      ask: (headers) =>
        t().app.inject({
          method: 'POST',
          url: apiUrl(api.products.listByCategory),
          headers,
          payload: { categoryid: 0, limit: 2 },
        }),
      quirked: (response) => {
        expect(response.statusCode).toBe(200);
        const body = response.json() as { total: unknown; page: unknown; products: unknown[] };
        expect(body.total).toMatch(/^\d+$/);
        expect(body.page).toBe(1);
        expect(body.products).toHaveLength(2);
      },
      plain: (response) => expect(typeof (response.json() as { total: unknown }).total).toBe('number'),
    },
    'quirk.cart.error-message-field': {
      ask: (headers) => t().app.inject({ method: 'GET', url: apiUrl(api.cart.get), headers }),
      quirked: (response) => {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: authMessages.authRequired });
      },
      plain: (response) => {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: authMessages.authRequired });
      },
    },
    'quirk.health.text-plain': {
      ask: (headers) => t().app.inject({ method: 'GET', url: apiUrl(api.health.check), headers }),
      quirked: (response) => {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.json()).toMatchObject({ status: 'ok' });
      },
      plain: (response) => expect(response.headers['content-type']).toBe(JSON_TYPE),
    },
  };
}

async function eventsOf(t: TestApp, sandbox: string) {
  const reply = await t.app.inject({
    method: 'GET',
    url: apiUrl(qaEndpoints.events),
    headers: { [qaSettings.sandbox.header]: sandbox },
  });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { events: { kind: string; name: string; detail: Record<string, unknown> }[] })
    .events;
}

describe('API quirks (demo mode)', () => {
  let t: TestApp;
  let account: SignedUp;
  const cases = buildCases(
    () => t,
    () => account,
  );
  beforeAll(async () => {
    t = await buildTestApp();
    account = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('has a case here for every quirk of the catalogue', () => {
    expect(Object.keys(cases).sort()).toEqual(apiQuirks.map((quirk) => quirk.id).sort());
  });

  for (const quirk of apiQuirks) {
    it(`${quirk.id}: with the switch only`, async () => {
      const found = cases[quirk.id];
      if (!found) throw new Error(`No case for ${quirk.id}`);
      found.quirked(await found.ask(QUIRKS_ON));
      found.plain(await found.ask({}));
      found.plain(await found.ask({ [qaSettings.apiQuirks.header]: 'off' }));
    });
  }

  it('reads the switch from the browser’s cookie as from the header', async () => {
    const found = cases['quirk.product.missing-200-null'];
    found?.quirked(await found.ask({ cookie: `${qaSettings.apiQuirks.cookie}=on` }));
  });

  it('lists each quirk met in the sandbox’s events, with the call, and no one else’s', async () => {
    const sandbox = 'api-quirks-events-0001';
    await t.app.inject({
      method: 'POST',
      url: apiUrl(api.products.getByIds),
      headers: { [qaSettings.apiQuirks.header]: 'on', [qaSettings.sandbox.header]: sandbox },
      payload: MISSING_PRODUCT,
    });
    const events = (await eventsOf(t, sandbox)).filter((event) => event.kind === 'quirk');
    expect(events).toEqual([
      expect.objectContaining({
        name: 'quirk.product.missing-200-null',
        detail: { call: 'products.getByIds', method: 'POST', path: apiUrl(api.products.getByIds) },
      }),
    ]);
    const names = (await eventsOf(t, SANDBOX)).map((event) => event.name);
    for (const quirk of apiQuirks) expect(names).toContain(quirk.id);
  });

  it('keeps the writes: the quirky sign-up made the account, the quirky clear removed the stats', async () => {
    const body = newAccount();
    const created = await t.app.inject({
      method: 'POST',
      url: apiUrl(api.users.createUser),
      headers: QUIRKS_ON,
      payload: body,
    });
    expect(created.statusCode).toBe(200);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: apiUrl(api.users.signIn),
      payload: { emailId: body.emailId, password: body.password },
    });
    expect(signedIn.statusCode).toBe(200);

    const clear = cases['quirk.physical-stats.clear-200-body'];
    clear?.quirked(await clear.ask(QUIRKS_ON));
    const stats = await injectAs(t.app, account.token, {
      method: 'GET',
      url: apiUrl(api.users.getPhysicalStats),
    });
    expect(parseReply(PhysicalStatsReplySchema, stats)).toEqual({ stats: null });
  });

  it('keeps the details of a 400 and leaves a successful cart call alone', async () => {
    const refused = await injectAs(t.app, account.token, {
      method: 'POST',
      url: apiUrl(api.cart.add),
      headers: QUIRKS_ON,
      payload: { quantity: 1 },
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['details', 'message']);
    const cart = await injectAs(t.app, account.token, {
      method: 'GET',
      url: apiUrl(api.cart.get),
      headers: QUIRKS_ON,
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toMatchObject({ items: [] });
  });

  it('distorts the reply before it is compressed, and keeps it out of caches', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiUrl(api.products.listByCategory),
      headers: { ...QUIRKS_ON, 'accept-encoding': 'gzip' },
      payload: { categoryid: 0, limit: 20 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString()) as { total: unknown };
    expect(typeof body.total).toBe('string');
  });
});

describe('API quirks outside demo mode', () => {
  let t: TestApp;
  let account: SignedUp;
  const cases = buildCases(
    () => t,
    () => account,
  );
  beforeAll(async () => {
    t = await buildTestApp({ demoMode: false });
    account = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('never applies one, even with the switch', async () => {
    for (const quirk of apiQuirks) {
      const found = cases[quirk.id];
      if (!found) throw new Error(`No case for ${quirk.id}`);
      found.plain(await found.ask(QUIRKS_ON));
      found.plain(await found.ask({ cookie: `${qaSettings.apiQuirks.cookie}=on` }));
    }
  });
});
