import { api, PHYSICAL_STATS_LIMITS } from '@shop/core';
import { profileServerMessages } from '@shop/core/profile';
import { PhysicalStatsReplySchema, SavePhysicalStatsReplySchema } from '@shop/core/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPhysicalStats } from '../src/db/schema';
import { apiUrl, buildTestApp, injectAs, parseReply, signUp, type SignedUp, type TestApp } from './helper';

/** Spec §7 GET/POST/DELETE /users/physical-stats, §5 checks made on the server too. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const statsUrl = apiUrl(api.users.getPhysicalStats);
const clearUrl = (userId: number | string) => `${statsUrl}?userId=${userId}`;

const getStats = (user: SignedUp) => injectAs(t.app, user.token, { method: 'GET', url: statsUrl });
const saveStats = (user: SignedUp, body: object) =>
  injectAs(t.app, user.token, {
    method: 'POST',
    url: statsUrl,
    payload: { userId: user.user.userId, ...body },
  });
const clearStats = (user: SignedUp, userId: number | string = user.user.userId) =>
  injectAs(t.app, user.token, { method: 'DELETE', url: clearUrl(userId) });

const cm170kg65 = { heightUnit: 'cm', weightUnit: 'kg', heightValue: 170, weightValue: 65 };

async function storedRow(userId: number) {
  const [row] = await t.db.select().from(userPhysicalStats).where(eq(userPhysicalStats.userId, userId));
  return row;
}

describe('GET /users/physical-stats', () => {
  it('answers stats null while nothing is saved, never 404', async () => {
    const user = await signUp(t.app);
    const response = await getStats(user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ stats: null });
  });

  it('is its own route, not GET /users/:userId (which would answer 400 for "physical-stats")', async () => {
    const user = await signUp(t.app);
    await saveStats(user, cm170kg65);
    const response = await getStats(user);
    expect(response.statusCode).toBe(200);
    expect(parseReply(PhysicalStatsReplySchema, response).stats).toMatchObject({
      heightCm: 170,
      weightKg: 65,
    });
    // And GET /users/{id} still answers the user.
    const own = await injectAs(t.app, user.token, {
      method: 'GET',
      url: apiUrl(api.users.getUser, { userId: user.user.userId }),
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('POST /users/physical-stats', () => {
  it('saves cm and kg, answers them in the unit saved, and stores both units', async () => {
    const user = await signUp(t.app);
    const response = await saveStats(user, cm170kg65);
    expect(response.statusCode).toBe(200);
    const reply = parseReply(SavePhysicalStatsReplySchema, response);
    expect(reply).toEqual({
      message: 'Height and weight saved successfully',
      stats: { heightCm: 170, weightKg: 65, updated_at: t.clock.now().toISOString() },
    });
    const row = await storedRow(user.user.userId);
    expect(row).toMatchObject({ heightUnit: 'cm', weightUnit: 'kg', heightCm: 170, weightKg: 65 });
    expect(row?.heightFt).toBeCloseTo(170 / 30.48, 10);
    expect(row?.weightLb).toBeCloseTo(65 / 0.45359237, 10);
    expect((await getStats(user)).json()).toEqual({ stats: reply.stats });
  });

  it('saves ft and lb, answers heightFt and weightLb only, and stores cm and kg too', async () => {
    const user = await signUp(t.app);
    const response = await saveStats(user, {
      heightUnit: 'ft',
      weightUnit: 'lb',
      heightValue: 5.7,
      weightValue: 143.3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().stats).toEqual({
      heightFt: 5.7,
      weightLb: 143.3,
      updated_at: t.clock.now().toISOString(),
    });
    const row = await storedRow(user.user.userId);
    expect(row?.heightCm).toBeCloseTo(5.7 * 30.48, 10);
    expect(row?.weightKg).toBeCloseTo(143.3 * 0.45359237, 10);
    expect((await getStats(user)).json().stats).toEqual({
      heightFt: 5.7,
      weightLb: 143.3,
      updated_at: t.clock.now().toISOString(),
    });
  });

  it('mixes units (cm with lb) and keeps decimals such as 170.5', async () => {
    const user = await signUp(t.app);
    const response = await saveStats(user, {
      heightUnit: 'cm',
      weightUnit: 'lb',
      heightValue: 170.5,
      weightValue: 150.2,
    });
    expect(response.json().stats).toMatchObject({ heightCm: 170.5, weightLb: 150.2 });
    expect(response.json().stats).not.toHaveProperty('heightFt');
    expect(response.json().stats).not.toHaveProperty('weightKg');
  });

  it('a re-save replaces the record (one row, the new unit, the first created_at kept)', async () => {
    const user = await signUp(t.app);
    await saveStats(user, cm170kg65);
    const first = await storedRow(user.user.userId);
    t.clock.advance(60_000);
    const again = await saveStats(user, {
      heightUnit: 'ft',
      weightUnit: 'kg',
      heightValue: 6,
      weightValue: 80,
    });
    expect(again.json().stats).toEqual({
      heightFt: 6,
      weightKg: 80,
      updated_at: t.clock.now().toISOString(),
    });
    const rows = await t.db
      .select()
      .from(userPhysicalStats)
      .where(eq(userPhysicalStats.userId, user.user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.createdAt).toEqual(first?.createdAt);
    expect(rows[0]?.heightCm).toBeCloseTo(6 * 30.48, 10);
    // The same save twice is the same record.
    const repeat = await saveStats(user, {
      heightUnit: 'ft',
      weightUnit: 'kg',
      heightValue: 6,
      weightValue: 80,
    });
    expect(repeat.json()).toEqual(again.json());
  });

  it('takes the tiniest positive numbers (their conversions may round to 0) without a 500', async () => {
    const user = await signUp(t.app);
    const response = await saveStats(user, {
      heightUnit: 'cm',
      weightUnit: 'lb',
      heightValue: Number.MIN_VALUE,
      weightValue: 1e-300,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().stats).toMatchObject({ heightCm: Number.MIN_VALUE, weightLb: 1e-300 });
  });

  it.each([
    ['heightUnit', 'cm', PHYSICAL_STATS_LIMITS.height.cm],
    ['heightUnit', 'ft', PHYSICAL_STATS_LIMITS.height.ft],
  ] as const)('takes the upper bound itself (%s %s: %d)', async (_field, unit, limit) => {
    const user = await signUp(t.app);
    const response = await saveStats(user, { ...cm170kg65, heightUnit: unit, heightValue: limit });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ heightValue: 300.1 }, 'heightValue', 'must be at most 300 cm'],
    [{ heightUnit: 'ft', heightValue: 9.9 }, 'heightValue', 'must be at most 9.8 ft'],
    [{ weightValue: 500.5 }, 'weightValue', 'must be at most 500 kg'],
    [{ weightUnit: 'lb', weightValue: 1100.1 }, 'weightValue', 'must be at most 1100 lb'],
    [{ heightUnit: 'ft', heightValue: 170 }, 'heightValue', 'must be at most 9.8 ft'],
  ])('refuses %o beyond the bound of its unit: 400', async (change, field, problem) => {
    const user = await signUp(t.app);
    const response = await saveStats(user, { ...cm170kg65, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `Invalid request: ${field} ${problem}`,
      details: { [field]: problem },
    });
    expect(await storedRow(user.user.userId)).toBeUndefined();
  });

  it.each([
    [{ heightValue: 0 }, { heightValue: 'must be greater than 0' }],
    [{ weightValue: -5 }, { weightValue: 'must be greater than 0' }],
    [{ heightValue: '170' }, { heightValue: 'must be a number' }],
    [{ weightValue: 'abc' }, { weightValue: 'must be a number' }],
    [{ heightValue: null }, { heightValue: 'must be a number' }],
    [{ heightValue: undefined }, { heightValue: 'is required' }],
    [{ heightUnit: 'in' }, { heightUnit: 'must be one of "cm", "ft"' }],
    [{ weightUnit: 'stone' }, { weightUnit: 'must be one of "kg", "lb"' }],
    // A missing unit is told what it may be.
    [{ weightUnit: undefined }, { weightUnit: 'must be one of "kg", "lb"' }],
  ])('refuses %o: 400 naming the field', async (change, details) => {
    const user = await signUp(t.app);
    const response = await saveStats(user, { ...cm170kg65, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(details);
    expect(response.json().error).toMatch(/^Invalid request: /);
    expect(await storedRow(user.user.userId)).toBeUndefined();
  });

  it('refuses a body without userId (400) and a userId that is not a number', async () => {
    const user = await signUp(t.app);
    const missing = await injectAs(t.app, user.token, { method: 'POST', url: statsUrl, payload: cm170kg65 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual({ userId: 'is required' });
    const text = await injectAs(t.app, user.token, {
      method: 'POST',
      url: statsUrl,
      payload: { ...cm170kg65, userId: 'me' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().details).toEqual({ userId: 'must be a number' });
  });
});

describe('DELETE /users/physical-stats?userId=', () => {
  it('removes the record: 204 with no body, then GET answers stats null', async () => {
    const user = await signUp(t.app);
    await saveStats(user, cm170kg65);
    const response = await clearStats(user);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await getStats(user)).json()).toEqual({ stats: null });
    expect(await storedRow(user.user.userId)).toBeUndefined();
  });

  it("answers 404 'No height and weight saved' when there is nothing to remove (as every profile clear)", async () => {
    const user = await signUp(t.app);
    const response = await clearStats(user);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: profileServerMessages.statsNotFound });
    expect(profileServerMessages.statsNotFound).toBe('No height and weight saved');
  });

  it.each([
    ['', { userId: 'is required' }],
    ['?userId=abc', { userId: 'must be a whole number' }],
    ['?userId=0', { userId: 'must be a positive number' }],
    ['?userId=1.5', { userId: 'must be a whole number' }],
  ])('refuses the query %j: 400', async (query, details) => {
    const user = await signUp(t.app);
    const response = await injectAs(t.app, user.token, { method: 'DELETE', url: `${statsUrl}${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(details);
  });
});

describe('authorisation', () => {
  it.each([
    ['GET', statsUrl, undefined],
    ['POST', statsUrl, { userId: 1, ...cm170kg65 }],
    ['DELETE', clearUrl(1), undefined],
  ] as const)("%s %s without a token: 401 'Authentication required'", async (method, url, payload) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentication required' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 for a token that is not ours', async () => {
    const response = await injectAs(t.app, 'not-a-token', { method: 'GET', url: statsUrl });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentication required' });
  });

  it("POST with another user's id in the body: 403, and nothing is written for either user", async () => {
    const [owner, intruder] = [await signUp(t.app), await signUp(t.app)];
    const response = await injectAs(t.app, intruder.token, {
      method: 'POST',
      url: statsUrl,
      payload: { ...cm170kg65, userId: owner.user.userId },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You can only access your own account.' });
    expect(await storedRow(owner.user.userId)).toBeUndefined();
    expect(await storedRow(intruder.user.userId)).toBeUndefined();
  });

  it("DELETE with another user's id in the query: 403, and the owner's stats stay", async () => {
    const [owner, intruder] = [await signUp(t.app), await signUp(t.app)];
    await saveStats(owner, cm170kg65);
    const response = await clearStats(intruder, owner.user.userId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You can only access your own account.' });
    expect(await storedRow(owner.user.userId)).toMatchObject({ heightCm: 170, weightKg: 65 });
  });

  it("GET reads only the token's own stats", async () => {
    const [owner, other] = [await signUp(t.app), await signUp(t.app)];
    await saveStats(owner, cm170kg65);
    expect((await getStats(other)).json()).toEqual({ stats: null });
  });
});
