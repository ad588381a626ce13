import { randomUUID } from 'node:crypto';
import { api, AUTH_COOKIE_NAME } from '@shop/core';
import { cartMessages } from '@shop/core/cart';
import { profileCallFailures } from '@shop/core/profile';
import { demoAccount, SessionReplySchema } from '@shop/core/users';
import {
  qaEndpoints,
  qaPersona,
  type QaPersonaKind,
  SLOW_CATALOGUE_DELAY_MS,
  SLOW_CATALOGUE_JITTER_MS,
  SLOW_SIGN_IN_DELAY_MS,
} from '@shop/core/qa';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { apiUrl, buildTestApp, injectAs, parseReply, recordingSleep, type TestApp } from './helper';

/**
 * The server-side defects of the slow and error personas (@shop/core/qa defects.ts, layer
 * 'server'): each appears for its persona (and its sandbox twins), never for the standard user,
 * and the session's `qa_defects` switches turn one on or off for anyone.
 */
let t: TestApp;
const { sleep, slept } = recordingSleep();
beforeAll(async () => {
  t = await buildTestApp({ sleep });
});
afterAll(() => t.close());
beforeEach(() => {
  slept.length = 0;
});

const accountOf = (kind: QaPersonaKind | 'standard') =>
  kind === 'standard' ? demoAccount('standard') : qaPersona(kind);

async function signInAs(kind: QaPersonaKind | 'standard', sandbox = `defects-${randomUUID()}`) {
  const account = accountOf(kind);
  const reply = await t.app.inject({
    method: 'POST',
    url: apiUrl(api.users.signIn),
    headers: { 'x-qa-sandbox': sandbox },
    payload: { emailId: account.email, password: account.password },
  });
  expect(reply.statusCode).toBe(200);
  return { ...parseReply(SessionReplySchema, reply), sandbox };
}

async function productIds(): Promise<{ even: number; odd: number }> {
  const rows = await t.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(10);
  const ids = rows.map((row) => row.id);
  const even = ids.find((id) => id % 2 === 0);
  const odd = ids.find((id) => id % 2 === 1);
  if (even === undefined || odd === undefined) throw new Error('The seed has no even and odd product ids');
  return { even, odd };
}

const addToCart = (token: string, productId: number, headers: Record<string, string> = {}) =>
  injectAs(t.app, token, {
    method: 'POST',
    url: apiUrl(api.cart.add),
    headers,
    payload: { productId, quantity: 1, requestId: randomUUID() },
  });

const search = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${apiUrl(api.products.search)}?q=phone`, headers });

async function defectEvents(sandbox: string): Promise<string[]> {
  const reply = await t.app.inject({
    method: 'GET',
    url: apiUrl(qaEndpoints.events),
    headers: { 'x-qa-sandbox': sandbox },
  });
  return (reply.json() as { events: { kind: string; name: string }[] }).events
    .filter((event) => event.kind === 'defect')
    .map((event) => event.name);
}

describe('the slow persona', () => {
  it('slow.sign-in.delayed: its sign-in answers 3 s late; the standard user’s at once', async () => {
    const { sandbox } = await signInAs('slow');
    expect(slept).toEqual([SLOW_SIGN_IN_DELAY_MS]);
    expect(await defectEvents(sandbox)).toEqual(['slow.sign-in.delayed']);

    slept.length = 0;
    await signInAs('standard');
    expect(slept).toEqual([]);
  });

  it('slow.catalogue.delayed: catalogue calls with its session (cookie or bearer) wait 2 s ± 0.5 s', async () => {
    const { token, sandbox } = await signInAs('slow');
    slept.length = 0;
    expect(
      (await search({ cookie: `${AUTH_COOKIE_NAME}=${token}`, 'x-qa-sandbox': sandbox })).statusCode,
    ).toBe(200);
    expect((await search({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect(slept).toHaveLength(2);
    for (const ms of slept) {
      expect(ms).toBeGreaterThanOrEqual(SLOW_CATALOGUE_DELAY_MS - SLOW_CATALOGUE_JITTER_MS);
      expect(ms).toBeLessThanOrEqual(SLOW_CATALOGUE_DELAY_MS + SLOW_CATALOGUE_JITTER_MS);
    }
    expect(await defectEvents(sandbox)).toContain('slow.catalogue.delayed');
  });

  it('the standard user and a guest browse without waiting', async () => {
    const { token } = await signInAs('standard');
    slept.length = 0;
    await search({ cookie: `${AUTH_COOKIE_NAME}=${token}` });
    await search({});
    expect(slept).toEqual([]);
  });

  it('switches: +id turns a defect on for anyone, -id off for its persona', async () => {
    const { token } = await signInAs('slow');
    slept.length = 0;
    await search({ authorization: `Bearer ${token}`, 'x-qa-defects': '-slow.catalogue.delayed' });
    expect(slept).toEqual([]);
    await search({ 'x-qa-defects': '+slow.catalogue.delayed' });
    expect(slept).toHaveLength(1);
  });
});

describe('the error persona', () => {
  it('error.cart.add-fails: an even product id answers 500 “Failed to add to cart”, an odd one works', async () => {
    const { token, sandbox } = await signInAs('error');
    const { even, odd } = await productIds();
    const failed = await addToCart(token, even, { 'x-qa-sandbox': sandbox });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: cartMessages.addFailed });
    expect((await addToCart(token, odd)).statusCode).toBe(200);
    expect(await defectEvents(sandbox)).toEqual(['error.cart.add-fails']);
  });

  it('error.cart.remove-fails: removing a line answers a blank 500, and the line stays', async () => {
    const { token } = await signInAs('error');
    const { odd } = await productIds();
    expect((await addToCart(token, odd)).statusCode).toBe(200);
    const removed = await injectAs(t.app, token, {
      method: 'DELETE',
      url: apiUrl(api.cart.remove),
      payload: { productId: odd },
    });
    expect(removed.statusCode).toBe(500);
    expect(removed.body).toBe('');
    const cart = await injectAs(t.app, token, { method: 'GET', url: apiUrl(api.cart.get) });
    expect((cart.json() as { items: unknown[] }).items).toHaveLength(1);
  });

  it('error.profile.saves-fail: saving height and weight answers 500 with its §8 text', async () => {
    const { token, user } = await signInAs('error');
    const saved = await injectAs(t.app, token, {
      method: 'POST',
      url: apiUrl(api.users.savePhysicalStats),
      payload: { userId: user.userId, heightUnit: 'cm', weightUnit: 'kg', heightValue: 170, weightValue: 70 },
    });
    expect(saved.statusCode).toBe(500);
    expect(saved.json()).toEqual({ error: profileCallFailures.savePhysicalStats.fallback });
  });

  it('never for the standard user: the same calls work', async () => {
    const { token, user } = await signInAs('standard');
    const { even } = await productIds();
    expect((await addToCart(token, even)).statusCode).toBe(200);
    const saved = await injectAs(t.app, token, {
      method: 'POST',
      url: apiUrl(api.users.savePhysicalStats),
      payload: { userId: user.userId, heightUnit: 'cm', weightUnit: 'kg', heightValue: 170, weightValue: 70 },
    });
    expect(saved.statusCode).toBe(200);
    const removed = await injectAs(t.app, token, {
      method: 'DELETE',
      url: apiUrl(api.cart.remove),
      payload: { productId: even },
    });
    expect(removed.statusCode).toBe(200);
  });
});
