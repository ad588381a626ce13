import { api, type Endpoint } from '@shop/core';
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  userAgeGroups,
  userFitAttributes,
  userPhysicalStats,
  userPreferredDepartments,
  userShoeSizes,
} from '../src/db/schema';
import { apiUrl, buildTestApp, injectAs, signUp, type SignedUp, type TestApp } from './helper';

/**
 * Races that PGlite (one statement at a time) hides and PostgreSQL shows: real parallel saves of
 * one user, on both drivers (`DATABASE_URL=… npx vitest run --project api apps/api/test/profile*`).
 * Each save is one upsert, so the record is always exactly one of the saves, never a mix, and a
 * first save racing another never meets a duplicate key.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ROUNDS = 10;

function send(user: SignedUp, endpoint: Endpoint, body?: object) {
  return injectAs(t.app, user.token, {
    method: endpoint.method as HTTPMethods,
    url:
      endpoint.method === 'DELETE' && endpoint.query
        ? `${apiUrl(endpoint)}?userId=${user.user.userId}`
        : apiUrl(endpoint, endpoint.path.includes(':userId') ? { userId: user.user.userId } : undefined),
    ...(body ? { payload: { userId: user.user.userId, ...body } } : {}),
  });
}

/** `saves` sent ROUNDS times each, all at once; every reply must be a 200. */
async function raceSaves(user: SignedUp, endpoint: Endpoint, saves: readonly object[]) {
  const responses = await Promise.all(
    Array.from({ length: ROUNDS }, () => saves.map((body) => send(user, endpoint, body))).flat(),
  );
  expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
}

describe('parallel profile saves of one user', () => {
  it('fit attributes: one record, exactly one of the posted sets (unposted attributes cleared)', async () => {
    const user = await signUp(t.app);
    const sets = [[1, 4, 7, 10], [2, 5, 8, 11], [3, 6, 9, 12], [2]];
    await raceSaves(
      user,
      api.profile.saveFitAttributes,
      sets.map((fitAttributeIds) => ({ fitAttributeIds })),
    );
    const rows = await t.db
      .select()
      .from(userFitAttributes)
      .where(eq(userFitAttributes.userId, user.user.userId));
    expect(rows).toHaveLength(1);
    const saved = [
      rows[0]?.shoulderOptionId,
      rows[0]?.waistOptionId,
      rows[0]?.thighsOptionId,
      rows[0]?.hipsOptionId,
    ];
    expect([
      [1, 4, 7, 10],
      [2, 5, 8, 11],
      [3, 6, 9, 12],
      [2, null, null, null],
    ]).toContainEqual(saved);
  });

  it('physical stats: one record whose four values all come from the same save', async () => {
    const user = await signUp(t.app);
    await raceSaves(user, api.users.savePhysicalStats, [
      { heightUnit: 'cm', weightUnit: 'kg', heightValue: 170, weightValue: 65 },
      { heightUnit: 'ft', weightUnit: 'lb', heightValue: 6, weightValue: 200 },
    ]);
    const rows = await t.db
      .select()
      .from(userPhysicalStats)
      .where(eq(userPhysicalStats.userId, user.user.userId));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    if (row?.heightUnit === 'cm') {
      expect(row).toMatchObject({ weightUnit: 'kg', heightCm: 170, weightKg: 65 });
    } else {
      expect(row).toMatchObject({ heightUnit: 'ft', weightUnit: 'lb', heightFt: 6, weightLb: 200 });
      expect(row?.heightCm).toBeCloseTo(6 * 30.48, 10);
    }
  });

  it('age group, department and shoe size: one row each, one of the values sent', async () => {
    const user = await signUp(t.app);
    await Promise.all([
      raceSaves(user, api.profile.saveAgeGroup, [{ ageGroupId: 2 }, { ageGroupId: 7 }]),
      raceSaves(user, api.profile.setPreferredDepartment, [{ genderId: 1 }, { genderId: 3 }]),
      raceSaves(user, api.profile.saveShoeSize, [
        { size: 8, width: 'Standard' },
        { size: 10.5, width: 'Wide' },
      ]),
    ]);
    const id = user.user.userId;
    const ages = await t.db.select().from(userAgeGroups).where(eq(userAgeGroups.userId, id));
    expect(ages).toHaveLength(1);
    expect([2, 7]).toContain(ages[0]?.ageGroupId);
    const departments = await t.db
      .select()
      .from(userPreferredDepartments)
      .where(eq(userPreferredDepartments.userId, id));
    expect(departments).toHaveLength(1);
    expect([1, 3]).toContain(departments[0]?.genderId);
    const shoes = await t.db.select().from(userShoeSizes).where(eq(userShoeSizes.userId, id));
    expect(shoes).toHaveLength(1);
    // Size 8 is id 11 and goes with Standard; 10.5 is id 16 and goes with Wide.
    expect([
      [11, 'Standard'],
      [16, 'Wide'],
    ]).toContainEqual([shoes[0]?.shoeSizeId, shoes[0]?.width]);
  });

  it('saves racing clears: every reply is a 200/204 or the 404 of nothing saved, never a 500', async () => {
    const user = await signUp(t.app);
    const pairs: [Endpoint, object, Endpoint][] = [
      [api.profile.saveFitAttributes, { fitAttributeIds: [1] }, api.profile.clearFitAttributes],
      [api.profile.saveAgeGroup, { ageGroupId: 1 }, api.profile.clearAgeGroup],
      [api.profile.setPreferredDepartment, { genderId: 1 }, api.profile.deactivatePreferredDepartment],
      [api.profile.saveShoeSize, { size: 5, width: 'Narrow' }, api.profile.clearShoeSize],
      [
        api.users.savePhysicalStats,
        { heightUnit: 'cm', weightUnit: 'kg', heightValue: 160, weightValue: 50 },
        api.users.clearPhysicalStats,
      ],
    ];
    const responses = await Promise.all(
      pairs.flatMap(([saveCall, body, clearCall]) =>
        Array.from({ length: ROUNDS }, () => [send(user, saveCall, body), send(user, clearCall)]).flat(),
      ),
    );
    for (const response of responses) expect([200, 204, 404]).toContain(response.statusCode);
    // Whatever won, a read now answers a whole record or nothing.
    const age = await send(user, api.profile.getUserAgeGroup);
    expect([200, 404]).toContain(age.statusCode);
    if (age.statusCode === 200) expect(age.json().userAgeGroup.ageGroupId).toBe(1);
  });
});
