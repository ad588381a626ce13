import { API_BASE_PATH, api, type Endpoint } from '@shop/core';
import { AGE_GROUPS, GENDERS, SHOE_SIZE_WIDTHS, SHOE_SIZES, sortShoeSizes } from '@shop/core/profile';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '../handlers';
import { findAccountById, openSession, resetAccountsState } from '../state/accounts';
import { scenarioHandlers, scenarios, withScenarios, type ScenarioName } from './index';
import {
  FILLED_PROFILE_UPDATED_AT,
  filledProfile,
  filledProfileChoices,
  mixedShoeSizes,
  PROFILE_SLOW_READ_MS,
} from './profile';

const server = setupServer(...handlers);
const ORIGIN = 'http://scenarios.test';
const USER_ID = 1;
let token: string;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetAccountsState();
  const account = findAccountById(USER_ID);
  if (!account) throw new Error(`No demo account ${USER_ID}`);
  token = openSession(account);
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const profile = api.profile;
const users = api.users;

interface Call {
  readonly endpoint: Endpoint;
  readonly params?: Record<string, string | number>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
}

function send({ endpoint, params = {}, query, body }: Call): Promise<Response> {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return fetch(`${ORIGIN}${API_BASE_PATH}${path}${search}`, {
    method: endpoint.method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function answer(call: Call): Promise<[number, unknown]> {
  const response = await send(call);
  const text = await response.text();
  return [response.status, text === '' ? undefined : (JSON.parse(text) as unknown)];
}

const use = (name: ScenarioName) => server.use(...scenarioHandlers(name));
const own = { params: { userId: USER_ID } };

// One call of each kind, valid for user 1 (saves change the filled values).
const userRead: Call = { endpoint: users.getUser, ...own };
const statsRead: Call = { endpoint: users.getPhysicalStats };
const rowReads: readonly Call[] = [
  statsRead,
  { endpoint: profile.getUserFitAttributes, ...own },
  { endpoint: profile.getUserAgeGroup, ...own },
  { endpoint: profile.getPreferredDepartment, ...own },
  { endpoint: profile.getUserShoeSize, ...own },
];
const listReads: readonly Call[] = [
  { endpoint: profile.listFitAttributes },
  { endpoint: profile.listAgeGroups },
  { endpoint: profile.listGenders },
  { endpoint: profile.listShoeSizes },
];
const saves: readonly Call[] = [
  {
    endpoint: users.savePhysicalStats,
    body: { userId: USER_ID, heightUnit: 'ft', weightUnit: 'lb', heightValue: 5.5, weightValue: 150 },
  },
  { endpoint: profile.saveFitAttributes, body: { userId: USER_ID, fitAttributeIds: [1, 4] } },
  { endpoint: profile.saveAgeGroup, body: { userId: USER_ID, ageGroupId: 5 } },
  { endpoint: profile.setPreferredDepartment, body: { userId: USER_ID, genderId: 2 } },
  { endpoint: profile.saveShoeSize, body: { userId: USER_ID, size: 9.5, width: 'Wide' } },
];
const clears: readonly Call[] = [
  { endpoint: users.clearPhysicalStats, query: { userId: String(USER_ID) } },
  { endpoint: profile.clearFitAttributes, ...own },
  { endpoint: profile.clearAgeGroup, ...own },
  { endpoint: profile.deactivatePreferredDepartment, ...own },
  { endpoint: profile.clearShoeSize, ...own },
];

/** Every row of the filled profile as the reads answer it. */
const FILLED_READS = [
  [200, { stats: { heightCm: 170, weightKg: 65, updated_at: FILLED_PROFILE_UPDATED_AT } }],
  [
    200,
    {
      userFitAttributes: {
        userId: USER_ID,
        shoulder: { id: 3, attributeName: 'shoulder', optionValue: 'Wide' },
        waist: { id: 5, attributeName: 'waist', optionValue: 'Average' },
        thighs: { id: 8, attributeName: 'thighs', optionValue: 'Average' },
        hips: { id: 10, attributeName: 'hips', optionValue: 'Narrow' },
        created_at: FILLED_PROFILE_UPDATED_AT,
        updated_at: FILLED_PROFILE_UPDATED_AT,
      },
    },
  ],
  [200, { userAgeGroup: { ageGroupId: 3, ageGroup: { id: 3, ageRange: '25-29' } } }],
  [
    200,
    { department: { genderId: 1, gender: "Women's", isActive: true, updated_at: FILLED_PROFILE_UPDATED_AT } },
  ],
  [
    200,
    {
      userShoeSize: {
        size: 8,
        width: 'Standard',
        shoeSizeId: 11,
        created_at: FILLED_PROFILE_UPDATED_AT,
        updated_at: FILLED_PROFILE_UPDATED_AT,
      },
    },
  ],
];

const NOTHING_SAVED = [
  [200, { stats: null }],
  [404, { error: 'No fit attributes saved' }],
  [404, { error: 'No age group saved' }],
  [404, { error: 'No preferred department set' }],
  [404, { error: 'No shoe size saved' }],
];

const readAll = (calls: readonly Call[]) => Promise.all(calls.map(answer));

/**
 * The hand-written states of the 'profile' area: the section 6 names, but for
 * 'profile.slow', which the live registry now defines (every profile call late, saves too); the
 * filled profile with late reads is 'profile.filled.slow'.
 */
const HAND_WRITTEN = [
  'profile.ok',
  'profile.filled',
  'profile.none',
  'profile.user.error',
  'profile.stats.error',
  'profile.ageGroup.error',
  'profile.ageGroups.error',
  'profile.fit.error',
  'profile.fitAttributes.error',
  'profile.fitAttributes.empty',
  'profile.department.error',
  'profile.genders.error',
  'profile.shoeSize.error',
  'profile.shoeSizes.error',
  'profile.shoeSizes.empty',
  'profile.shoeSizes.noSizes',
  'profile.shoeSizes.noWidths',
  'profile.shoeSizes.mixed',
  'profile.save.error',
  'profile.save.serverText',
  'profile.clear.error',
  'profile.filled.slow',
] as const;

describe('profile scenarios (ARCHITECTURE.md "Mocks and states")', () => {
  it('name every state of the issue, each replacing the profile area', () => {
    const names = Object.keys(scenarios).filter((name) => name.startsWith('profile.'));
    expect(names.sort()).toEqual([...HAND_WRITTEN].sort());
    for (const name of [...HAND_WRITTEN, 'profile.slow'] as const)
      expect(Object.keys(withScenarios(name))).toEqual(['profile']);
  });

  it('the filled fixture names the reference data of the issue', () => {
    expect(filledProfileChoices).toEqual({
      department: "Women's",
      heightCm: 170,
      weightKg: 65,
      ageRange: '25-29',
      fit: { shoulder: 'Wide', waist: 'Average', thighs: 'Average', hips: 'Narrow' },
      shoeSize: 8,
      shoeWidth: 'Standard',
    });
    expect(filledProfile.savedAt).toBe(new Date('2026-11-05T10:00:00Z').toISOString());
  });

  it('profile.ok starts empty, and what is saved reads back until it is cleared', async () => {
    use('profile.ok');
    expect(await readAll(rowReads)).toEqual(NOTHING_SAVED);
    for (const call of saves) expect((await send(call)).status).toBe(200);
    const saved = await readAll(rowReads);
    expect(saved.map(([status]) => status)).toEqual([200, 200, 200, 200, 200]);
    expect(saved[0]?.[1]).toEqual({
      stats: { heightFt: 5.5, weightLb: 150, updated_at: expect.any(String) },
    });
    for (const call of clears) expect((await send(call)).status).toBe(call === clears[0] ? 204 : 200);
    expect(await readAll(rowReads)).toEqual(NOTHING_SAVED);
  });

  it('profile.filled: every row saved, the user and the lists as usual', async () => {
    use('profile.filled');
    expect(await readAll(rowReads)).toEqual(FILLED_READS);
    expect(await answer(userRead)).toEqual([
      200,
      {
        user: {
          userId: 1,
          emailId: expect.any(String),
          firstName: expect.any(String),
          lastName: expect.any(String),
        },
      },
    ]);
    expect((await readAll(listReads)).map(([status]) => status)).toEqual([200, 200, 200, 200]);
  });

  it('profile.filled is a starting point: a clear stays cleared, a save reads back', async () => {
    use('profile.filled');
    expect(await answer(clears[2]!)).toEqual([200, { message: 'Age group has been removed successfully' }]);
    expect(await answer(rowReads[2]!)).toEqual([404, { error: 'No age group saved' }]);
    expect((await send(saves[4]!)).status).toBe(200);
    expect(await answer(rowReads[4]!)).toEqual([
      200,
      {
        userShoeSize: {
          size: 9.5,
          width: 'Wide',
          shoeSizeId: 14,
          created_at: FILLED_PROFILE_UPDATED_AT,
          updated_at: expect.not.stringMatching(FILLED_PROFILE_UPDATED_AT),
        },
      },
    ]);
  });

  it('profile.none: every read says nothing saved (stats null, 404s), and the clears have nothing to clear', async () => {
    use('profile.none');
    expect(await readAll(rowReads)).toEqual(NOTHING_SAVED);
    expect((await readAll(clears)).map(([status]) => status)).toEqual([404, 404, 404, 404, 404]);
  });

  it.each([
    ['profile.user.error', userRead],
    ['profile.stats.error', statsRead],
    ['profile.fit.error', rowReads[1]!],
    ['profile.ageGroup.error', rowReads[2]!],
    ['profile.department.error', rowReads[3]!],
    ['profile.shoeSize.error', rowReads[4]!],
    ['profile.fitAttributes.error', listReads[0]!],
    ['profile.ageGroups.error', listReads[1]!],
    ['profile.genders.error', listReads[2]!],
    ['profile.shoeSizes.error', listReads[3]!],
  ] as const)(
    '%s: that read answers 500 without text; the rest is the filled profile',
    async (name, failing) => {
      use(name);
      expect(await answer(failing)).toEqual([500, undefined]);
      const others = rowReads.filter((call) => call !== failing);
      expect(await readAll(others)).toEqual(FILLED_READS.filter((_, index) => rowReads[index] !== failing));
      const lists = await readAll(listReads.filter((call) => call !== failing));
      expect(lists.every(([status]) => status === 200)).toBe(true);
      // Saves still work.
      expect((await send(saves[2]!)).status).toBe(200);
    },
  );

  it('profile.user.error leaves GET /users/physical-stats to its own handler (the paths overlap)', async () => {
    use('profile.user.error');
    expect(await answer(statsRead)).toEqual(FILLED_READS[0]);
  });

  it('profile.fitAttributes.empty: no attributes for the category', async () => {
    use('profile.fitAttributes.empty');
    expect(await answer(listReads[0]!)).toEqual([200, { data: [] }]);
    expect(await answer(rowReads[1]!)).toEqual(FILLED_READS[1]);
  });

  it.each([
    ['profile.shoeSizes.empty', [], []],
    ['profile.shoeSizes.noSizes', [], SHOE_SIZE_WIDTHS],
    ['profile.shoeSizes.noWidths', SHOE_SIZES, []],
  ] as const)('%s lists those sizes and widths', async (name, shoeSizes, widths) => {
    use(name);
    expect(await answer(listReads[3]!)).toEqual([200, { shoeSizes, widths }]);
    expect(await answer(rowReads[4]!)).toEqual(FILLED_READS[4]);
  });

  it("profile.shoeSizes.mixed: 'XS', 'M' and numbers out of order; a text size saves and reads back", async () => {
    use('profile.shoeSizes.mixed');
    const [, list] = await answer(listReads[3]!);
    expect(list).toEqual({ shoeSizes: mixedShoeSizes, widths: SHOE_SIZE_WIDTHS });
    expect(mixedShoeSizes.map(({ size }) => size)).toEqual(expect.arrayContaining(['XS', 'M']));
    // Out of order: the picker's sort (numbers first, text after) changes it.
    expect(sortShoeSizes(mixedShoeSizes)).not.toEqual(mixedShoeSizes);
    expect(await answer(rowReads[4]!)).toEqual(FILLED_READS[4]);
    const [status, saved] = await answer({
      endpoint: profile.saveShoeSize,
      body: { userId: USER_ID, size: 'M', width: 'Narrow' },
    });
    expect(status).toBe(200);
    expect(saved).toMatchObject({ userShoeSize: { size: 'M', width: 'Narrow', shoeSizeId: 102 } });
    const { userShoeSize } = saved as { userShoeSize: unknown };
    expect(await answer(rowReads[4]!)).toEqual([200, { userShoeSize }]);
    // The list's '10' is a number sent as text: 10 names it.
    expect(
      await answer({ endpoint: profile.saveShoeSize, body: { userId: USER_ID, size: 10, width: 'Wide' } }),
    ).toMatchObject([200, { userShoeSize: { size: '10', shoeSizeId: 15 } }]);
  });

  it('profile.save.error: every save answers 500 without text and changes nothing', async () => {
    use('profile.save.error');
    for (const call of saves) expect(await answer(call)).toEqual([500, undefined]);
    expect(await readAll(rowReads)).toEqual(FILLED_READS);
  });

  it("profile.save.serverText: every save answers 400 with the server's text", async () => {
    use('profile.save.serverText');
    expect(await readAll(saves)).toEqual([
      [
        400,
        {
          error: 'Invalid request: heightValue must be at most 9.8 ft',
          details: { heightValue: 'must be at most 9.8 ft' },
        },
      ],
      [
        400,
        {
          error: 'Unknown fit attribute option ids: 1, 4',
          details: { fitAttributeIds: 'must be fit attribute option ids' },
        },
      ],
      [400, { error: 'Unknown age group id: 5', details: { ageGroupId: 'must be the id of an age group' } }],
      [
        400,
        {
          error: 'Unknown department (gender) id: 2',
          details: { genderId: 'must be the id of a gender option' },
        },
      ],
      [400, { error: 'Unknown shoe size: 9.5', details: { size: 'must be one of the shoe sizes listed' } }],
    ]);
    expect(await readAll(rowReads)).toEqual(FILLED_READS);
  });

  it('profile.clear.error: every clear answers 500 without text and the rows stay', async () => {
    use('profile.clear.error');
    for (const call of clears) expect(await answer(call)).toEqual([500, undefined]);
    expect(await readAll(rowReads)).toEqual(FILLED_READS);
  });

  it(`profile.filled.slow: every read, the user's too, answers ${PROFILE_SLOW_READ_MS} ms late; saves do not wait`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    use('profile.filled.slow');
    const reads = [userRead, ...rowReads, ...listReads];
    const settled = new Set<number>();
    const pending = reads.map((call, index) => answer(call).then((result) => (settled.add(index), result)));
    expect(await answer(saves[2]!)).toEqual([
      200,
      expect.objectContaining({ message: 'Age group saved successfully' }),
    ]);
    await vi.advanceTimersByTimeAsync(PROFILE_SLOW_READ_MS - 1);
    expect(settled.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    const results = await Promise.all(pending);
    expect(results.map(([status]) => status)).toEqual(reads.map(() => 200));
    expect(results[1]).toEqual(FILLED_READS[0]);
    expect(results[3]).toEqual([200, { userAgeGroup: { ageGroupId: 5, ageGroup: AGE_GROUPS[4] } }]);
  });

  it('lists come from the reference data in every state that does not replace them', async () => {
    use('profile.filled');
    expect(await answer(listReads[2]!)).toEqual([200, { genders: GENDERS }]);
  });
});
