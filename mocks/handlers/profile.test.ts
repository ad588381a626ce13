import { API_BASE_PATH, api } from '@shop/core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAccountById, openSession, resetAccountsState } from '../state/accounts';
import { profileOf, seedProfile } from '../state/profile';
import { handlers, handlersByArea } from './index';
import { makeProfileHandlers, profileHandlers } from './profile';
import { usersHandlers } from './users';

const server = setupServer(...handlers);
const ORIGIN = 'http://profile-handlers.test';
const tokens = new Map<number, string>();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetAccountsState();
  tokens.clear();
  for (const userId of [1, 2]) {
    const account = findAccountById(userId);
    if (!account) throw new Error(`No demo account ${userId}`);
    tokens.set(userId, openSession(account));
  }
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const profile = api.profile;
const users = api.users;

/** A call as user `as` (null: no token), body as JSON or as raw text. */
async function call(
  method: string,
  path: string,
  { as = 1 as number | null, body }: { as?: number | null; body?: unknown } = {},
): Promise<[number, unknown]> {
  const response = await fetch(`${ORIGIN}${API_BASE_PATH}${path}`, {
    method,
    headers: {
      ...(as === null ? {} : { Authorization: `Bearer ${tokens.get(as)}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return [response.status, text === '' ? undefined : (JSON.parse(text) as unknown)];
}

describe('the profile area of the mock API', () => {
  it('answers GET /users/physical-stats before the users area could take it for GET /users/:userId', async () => {
    const areas = Object.keys(handlersByArea);
    expect(areas.indexOf('profile')).toBeLessThan(areas.indexOf('users'));
    expect(await call('GET', '/users/physical-stats')).toEqual([200, { stats: null }]);
    // The users area alone (or first) would answer it as a user id that is not a number.
    server.use(...usersHandlers, ...profileHandlers);
    const [status, body] = await call('GET', '/users/physical-stats');
    expect([status, (body as { details?: unknown }).details]).toEqual([
      400,
      { userId: 'must be a whole number' },
    ]);
  });

  it('keeps the other user’s GET /users/:userId working', async () => {
    expect((await call('GET', '/users/1'))[0]).toBe(200);
  });

  it('answers 401 before it reads the request: a malformed body without a token is still a 401', async () => {
    expect(await call('POST', '/age-group', { as: null, body: '{not json' })).toEqual([
      401,
      { error: 'Authentication required' },
    ]);
    expect(await call('POST', '/users/physical-stats', { as: null, body: {} })).toEqual([
      401,
      { error: 'Authentication required' },
    ]);
  });

  it('stores height and weight in both units and answers in the unit saved', async () => {
    const [status, body] = await call('POST', '/users/physical-stats', {
      body: { userId: 1, heightUnit: 'ft', weightUnit: 'lb', heightValue: 5.5, weightValue: 150 },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      message: 'Height and weight saved successfully',
      stats: { heightFt: 5.5, weightLb: 150, updated_at: expect.any(String) },
    });
    const stats = profileOf(1).stats;
    expect(stats?.heightCm).toBeCloseTo(167.64, 10);
    expect(stats?.weightKg).toBeCloseTo(68.0388555, 6);
    expect([stats?.heightUnit, stats?.weightUnit, stats?.heightFt, stats?.weightLb]).toEqual([
      'ft',
      'lb',
      5.5,
      150,
    ]);
  });

  it('keeps each user’s profile apart: one user’s save is not another’s', async () => {
    await call('POST', '/age-group', { body: { userId: 1, ageGroupId: 4 } });
    expect(await call('GET', '/age-group/2', { as: 2 })).toEqual([404, { error: 'No age group saved' }]);
    expect(await call('GET', '/age-group/1', { as: 2 })).toEqual([
      403,
      { error: 'You can only access your own account.' },
    ]);
    expect((await call('GET', '/age-group/1'))[0]).toBe(200);
  });

  it('forgets every profile when the accounts state is reset (between stories and tests)', async () => {
    await call('POST', '/shoe-size', { body: { userId: 1, size: 8, width: 'Wide' } });
    expect((await call('GET', '/shoe-size/1'))[0]).toBe(200);
    resetAccountsState();
    tokens.set(1, openSession(findAccountById(1)!));
    expect(await call('GET', '/shoe-size/1')).toEqual([404, { error: 'No shoe size saved' }]);
    expect(profileOf(1)).toEqual({});
  });

  it('a PUT deactivates the department: the record stays inactive, a later save activates it again', async () => {
    await call('POST', '/preferred-department', { body: { userId: 1, genderId: 2 } });
    const createdAt = profileOf(1).department?.createdAt;
    expect(await call('PUT', '/preferred-department/1')).toEqual([
      200,
      { message: 'The gender has been removed successfully' },
    ]);
    expect(profileOf(1).department).toMatchObject({ genderId: 2, isActive: false, createdAt });
    expect((await call('GET', '/preferred-department/1'))[0]).toBe(404);
    const [, saved] = await call('POST', '/preferred-department', { body: { userId: 1, genderId: 1 } });
    expect(saved).toMatchObject({ department: { genderId: 1, gender: "Women's", isActive: true } });
    expect(profileOf(1).department?.createdAt).toBe(createdAt);
  });

  it('a fit save replaces the whole record: attributes not posted are cleared', async () => {
    await call('POST', '/fit-attributes', { body: { userId: 1, fitAttributeIds: [3, 5, 8, 10] } });
    await call('POST', '/fit-attributes', { body: { userId: 1, fitAttributeIds: [12] } });
    expect(profileOf(1).fit?.optionIds).toEqual({ shoulder: null, waist: null, thighs: null, hips: 12 });
  });

  it('a seed is a starting point: put in place on the first call, never over a profile the user has', async () => {
    server.use(...makeProfileHandlers({ seed: { ageGroupId: 2, savedAt: '2026-01-01T00:00:00.000Z' } }));
    expect(await call('GET', '/age-group/1')).toEqual([
      200,
      { userAgeGroup: { ageGroupId: 2, ageGroup: { id: 2, ageRange: '21-24' } } },
    ]);
    await call('DELETE', '/age-group/1');
    expect((await call('GET', '/age-group/1'))[0]).toBe(404);
    expect(seedProfile(1, { ageGroupId: 5, savedAt: '2026-01-01T00:00:00.000Z' })).toBe(false);
  });

  it('refuses a seed outside the reference data (a fixture mistake)', () => {
    expect(() => seedProfile(1, { ageGroupId: 99, savedAt: '2026-01-01T00:00:00.000Z' })).toThrow(
      'No age group 99',
    );
    expect(() =>
      seedProfile(2, { shoeSize: { size: 2.5, width: 'Wide' }, savedAt: '2026-01-01T00:00:00.000Z' }),
    ).toThrow('No shoe size 2.5');
  });

  it('answers every call of the profile contract and the three physical-stats calls', () => {
    const answered = [
      ...Object.values(profile),
      users.getPhysicalStats,
      users.savePhysicalStats,
      users.clearPhysicalStats,
    ];
    for (const endpoint of answered) {
      expect(
        profileHandlers.some(
          (handler) =>
            handler.info.method === endpoint.method &&
            handler.info.path === `*${API_BASE_PATH}${endpoint.path}`,
        ),
      ).toBe(true);
    }
    expect(profileHandlers).toHaveLength(answered.length);
  });
});
