import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiQuirks,
  exercises,
  qaEndpoints,
  qaPersonas,
  qaSettings,
  TestIdCatalogueSchema,
} from '@shop/core/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineCodeOf } from '../src/http/inline-code';
import { inlineCodeSource } from '../src/http/security-headers';
import { qaPageMessages } from '../src/routes/qa-page';
import { apiUrl, buildTestApp, parseReply, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SANDBOX = 'qa-page-sandbox-0001';
const sandboxCookie = `${qaSettings.sandbox.cookie}=${SANDBOX}`;

function postSettings(form: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/qa/settings',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      cookie: sandboxCookie,
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
  });
}

const exercisesMaxScore = exercises.reduce((sum, exercise) => sum + exercise.points, 0);
const cookieSet = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']);

describe('GET /qa (demo mode)', () => {
  it('shows the session, every persona with its defects, the switches and the test ids, under the CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/qa', headers: { cookie: sandboxCookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // Rendered from @shop/ui without a script; its one stylesheet inline, allowed by its hash.
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(page.body).not.toMatch(/<script|https?:\/\/| style=/i);
    const { styles } = inlineCodeOf(page.body);
    expect(styles).toHaveLength(1);
    expect(policy).toContain(inlineCodeSource(styles[0]!));
    expect(page.body).toContain(`data-testid="qa-sandbox-key">${SANDBOX}<`);
    for (const persona of qaPersonas) {
      expect(page.body).toContain(`data-testid="qa-persona-${persona.kind}-email">${persona.email}<`);
    }
    expect(page.body).toContain('data-testid="qa-defect-problem.cart.remove-wrong-line"');
    expect(page.body).toContain('<option value="cart.add.error">');
    expect(page.body).toContain('<option value="+slow.catalogue.delayed">');
    expect(page.body).toContain('data-testid="qa-test-ids-productCard"');
    expect(page.body).toContain('<li>product-card-X</li>');
    expect(page.body).toContain('href="/mailbox"');
  });

  it('lists the scenarios this browser has on, each with its Off button', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/qa',
      headers: { cookie: `${sandboxCookie}; ${qaSettings.scenarios.cookie}=cart.add.error%2Chealth.slow` },
    });
    expect(page.body).toContain('data-testid="qa-scenarios-on"');
    expect(page.body).toContain('aria-label="Turn off cart.add.error"');
    expect(page.body).toContain('aria-label="Turn off health.slow"');
  });

  it('shows this browser’s API quirks switch and every quirk with its call and what is wrong', async () => {
    const off = await t.app.inject({ method: 'GET', url: '/qa', headers: { cookie: sandboxCookie } });
    expect(off.body).toContain('data-testid="qa-api-quirks-state">Off in this browser.<');
    expect(off.body).toContain('data-testid="qa-api-quirks-submit">Turn on<');
    for (const quirk of apiQuirks) expect(off.body).toContain(`data-testid="qa-quirk-${quirk.id}"`);
    expect(off.body).toContain('<code>products.listByCategory</code>) — <code>total</code> comes as text');
    const on = await t.app.inject({
      method: 'GET',
      url: '/qa',
      headers: { cookie: `${sandboxCookie}; ${qaSettings.apiQuirks.cookie}=on` },
    });
    expect(on.body).toContain('data-testid="qa-api-quirks-state">On in this browser.<');
    expect(on.body).toContain('data-testid="qa-api-quirks-submit">Turn off<');
  });

  it('lists the test cards, the UPI ids and where cash on delivery stops, as the checkout knows them', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/qa', headers: { cookie: sandboxCookie } })).body;
    expect(html).toContain('data-testid="qa-test-payments"');
    expect(html).toContain('<code>4111 1111 1111 1111</code> Visa — Paid at once');
    expect(html).toContain('<code>3782 822463 10005</code> American Express');
    expect(html).toContain('<code>4000 0000 0000 3220</code> Visa — Asks for a one-time code');
    expect(html).toContain('<code>failure@shoplane</code> — Payment fails; no order is placed');
    expect(html).toContain(
      'Cash on delivery: orders up to ₹50,000, not to PIN codes <code>737101</code> (Gangtok)',
    );
  });

  it('says how to build it, with a 503, until the storefront build has bundled the pages', async () => {
    const unbuilt = await buildTestApp({ serverPages: join(tmpdir(), 'shop-no-server-pages', 'pages.mjs') });
    try {
      for (const url of ['/qa', '/mailbox']) {
        const page = await unbuilt.app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(503);
        expect(page.body).toContain('This page is not built yet');
        expect(page.body).toContain('<code>pnpm build</code>');
      }
    } finally {
      await unbuilt.close();
    }
  });

  it('is a 404 outside demo mode', async () => {
    const off = await buildTestApp({ demoMode: false });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/qa' })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: apiUrl(qaEndpoints.testIds) })).statusCode).toBe(
        404,
      );
    } finally {
      await off.close();
    }
  });
});

describe('GET /qa: the exercises', () => {
  const EXERCISE_SANDBOX = 'qa-page-exercises-0001';
  const pageOf = (sandbox: string) =>
    t.app.inject({
      method: 'GET',
      url: '/qa',
      headers: { cookie: `${qaSettings.sandbox.cookie}=${sandbox}` },
    });
  const stateOf = (body: string, id: string) =>
    new RegExp(`data-testid="qa-exercise-${id}-state">([^<]*)<`).exec(body)?.[1];

  it('lists every exercise with its task, hint and state, and the score of this browser', async () => {
    const before = await pageOf(EXERCISE_SANDBOX);
    expect(before.body).toContain('<h2 id="qa-exercises-title">Exercises</h2>');
    expect(before.body).toContain(
      `<strong>Score: 0 of ${exercisesMaxScore} points</strong> · 0 of ${exercises.length} solved`,
    );
    for (const exercise of exercises) {
      expect(before.body).toContain(`<h3 id="qa-exercise-${exercise.id}-title">`);
      expect(stateOf(before.body, exercise.id)).toMatch(/^Open/);
    }
    expect(stateOf(before.body, 'problem-user-defects')).toBe('Open: 0 of 3 done');
    expect(before.body).toContain('<details><summary>Hint</summary>');
    expect(before.body).toContain('href="/api/v1/qa/exercises"');

    const made = await t.app.inject({
      method: 'POST',
      url: apiUrl(qaEndpoints.createTestUser),
      headers: { [qaSettings.sandbox.header]: EXERCISE_SANDBOX },
      payload: {},
    });
    expect(made.statusCode).toBe(201);
    const after = await pageOf(EXERCISE_SANDBOX);
    const points = exercises.find((exercise) => exercise.id === 'fresh-test-user')?.points;
    expect(after.body).toContain(
      `<strong>Score: ${points} of ${exercisesMaxScore} points</strong> · 1 of ${exercises.length} solved`,
    );
    expect(stateOf(after.body, 'fresh-test-user')).toBe('Solved');
    // Another browser's board is its own.
    expect(stateOf((await pageOf('qa-page-exercises-0002')).body, 'fresh-test-user')).toBe('Open');
  });
});

describe('POST /qa/settings', () => {
  it('turns a scenario on (a browser-session cookie) and sends the browser back to the page', async () => {
    const reply = await postSettings({ setting: 'scenarios', add: 'cart.add.error' });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/qa');
    expect(cookieSet(reply)).toBe('qa_scenarios=cart.add.error; Path=/; SameSite=Lax');
  });

  it('turns one off and keeps the others', async () => {
    const reply = await postSettings(
      { setting: 'scenarios', remove: 'cart.add.error' },
      { cookie: `${sandboxCookie}; qa_scenarios=cart.add.error%2Chealth.slow` },
    );
    expect(cookieSet(reply)).toBe('qa_scenarios=health.slow; Path=/; SameSite=Lax');
    const last = await postSettings(
      { setting: 'scenarios', remove: 'health.slow' },
      { cookie: `${sandboxCookie}; qa_scenarios=health.slow` },
    );
    expect(cookieSet(last)).toBe('qa_scenarios=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('takes defect switches and a clock offset, and refuses unknown names with a clear 400', async () => {
    expect(cookieSet(await postSettings({ setting: 'defects', add: '+slow.catalogue.delayed' }))).toBe(
      'qa_defects=%2Bslow.catalogue.delayed; Path=/; SameSite=Lax',
    );
    expect(cookieSet(await postSettings({ setting: 'clockOffset', value: '11m' }))).toBe(
      'qa_clock_offset=11m; Path=/; SameSite=Lax',
    );
    const unknown = await postSettings({ setting: 'scenarios', add: 'cart.add.explode' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: qaPageMessages.unknownName });
    const clock = await postSettings({ setting: 'clockOffset', value: 'soon' });
    expect(clock.json()).toEqual({ error: qaPageMessages.invalidClockOffset });
    const setting = await postSettings({ setting: 'theme' });
    expect(setting.json()).toEqual({ error: qaPageMessages.unknownSetting });
  });

  it('switches API quirks on and off for this browser session', async () => {
    expect(cookieSet(await postSettings({ setting: 'apiQuirks', value: 'on' }))).toBe(
      'qa_api_quirks=on; Path=/; SameSite=Lax',
    );
    expect(cookieSet(await postSettings({ setting: 'apiQuirks', value: '' }))).toBe(
      'qa_api_quirks=; Path=/; Max-Age=0; SameSite=Lax',
    );
  });

  it('refuses a form posted from another site', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const reply = await postSettings({ setting: 'scenarios', add: 'cart.add.error' }, headers);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual({ error: qaPageMessages.crossSite });
      expect(reply.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('GET /api/v1/qa/test-ids', () => {
  it('answers the catalogue by area, the published ids among them', async () => {
    const reply = await t.app.inject({ method: 'GET', url: apiUrl(qaEndpoints.testIds) });
    const { areas } = parseReply(TestIdCatalogueSchema, reply);
    const all = areas.flatMap((area) => area.ids);
    expect(areas[0]?.area).toBe('common');
    expect(all).toEqual(expect.arrayContaining(['header-logo', 'cart-summary', 'product-card-price-X']));
  });
});
