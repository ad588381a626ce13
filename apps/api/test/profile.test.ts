import { api, type Endpoint, QUOTED_VALUE_MAX_LENGTH } from '@shop/core';
import {
  AGE_GROUPS,
  FIT_ATTRIBUTES,
  GENDERS,
  profileServerMessages as messages,
  SHOE_SIZE_WIDTHS,
  SHOE_SIZES,
} from '@shop/core/profile';
import { asc, eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageGroups,
  fitAttributeOptions,
  genders,
  shoeSizes,
  userFitAttributes,
  userPreferredDepartments,
} from '../src/db/schema';
import { seedProfileReference } from '../src/db/seed';
import { apiUrl, buildTestApp, injectAs, signUp, type SignedUp, type TestApp } from './helper';

/** Spec §7 "Profile": every call, its replies and its errors (height and weight: their own file). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const p = api.profile;
const FORBIDDEN = { error: 'You can only access your own account.' };

function call(user: SignedUp, endpoint: Endpoint, options: { userId?: number; body?: object } = {}) {
  const userId = options.userId ?? user.user.userId;
  return injectAs(t.app, user.token, {
    method: endpoint.method as HTTPMethods,
    url: apiUrl(endpoint, endpoint.path.includes(':userId') ? { userId } : undefined),
    ...(options.body ? { payload: options.body } : {}),
  });
}
const save = (user: SignedUp, endpoint: Endpoint, body: object) =>
  call(user, endpoint, { body: { userId: user.user.userId, ...body } });

const now = () => t.clock.now().toISOString();

describe('reference lists', () => {
  it('GET /fit-attributes: shoulder, waist, thighs, hips (womens), Narrow/Average/Wide each with their option ids', async () => {
    const user = await signUp(t.app);
    const response = await call(user, p.listFitAttributes);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ data: FIT_ATTRIBUTES });
    expect(response.json().data[0]).toEqual({
      attributeName: 'shoulder',
      category: 'womens',
      options: [
        { id: 1, value: 'Narrow' },
        { id: 2, value: 'Average' },
        { id: 3, value: 'Wide' },
      ],
    });
  });

  it('GET /age-group: the eleven groups 18-20 … 65+', async () => {
    const user = await signUp(t.app);
    const response = await call(user, p.listAgeGroups);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ageGroups: AGE_GROUPS });
    expect(response.json().ageGroups.map((group: { ageRange: string }) => group.ageRange)).toEqual([
      '18-20',
      '21-24',
      '25-29',
      '30-34',
      '35-39',
      '40-44',
      '45-49',
      '50-54',
      '55-59',
      '60-64',
      '65+',
    ]);
  });

  it("GET /gender: Women's, Men's, Unisex", async () => {
    const user = await signUp(t.app);
    const response = await call(user, p.listGenders);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ genders: GENDERS });
    expect(response.json()).toEqual({
      genders: [
        { id: 1, gender: "Women's" },
        { id: 2, gender: "Men's" },
        { id: 3, gender: 'Unisex' },
      ],
    });
  });

  it('GET /shoe-size: sizes 3 to 12 with halves (numbers) and the widths Narrow, Standard, Wide', async () => {
    const user = await signUp(t.app);
    const response = await call(user, p.listShoeSizes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ shoeSizes: SHOE_SIZES, widths: [...SHOE_SIZE_WIDTHS] });
    const sizes = response.json().shoeSizes.map((size: { size: number }) => size.size);
    expect(sizes[0]).toBe(3);
    expect(sizes).toContain(8.5);
    expect(sizes.at(-1)).toBe(12);
    expect(response.json().widths).toEqual(['Narrow', 'Standard', 'Wide']);
  });
});

describe('reference seed', () => {
  it('is idempotent and puts back a row changed in the database (core is the one source)', async () => {
    await t.db.update(ageGroups).set({ ageRange: '18-19' }).where(eq(ageGroups.id, 1));
    await seedProfileReference(t.db);
    await seedProfileReference(t.db);
    expect(await t.db.select().from(ageGroups).orderBy(asc(ageGroups.id))).toEqual(AGE_GROUPS);
    expect(await t.db.select().from(genders).orderBy(asc(genders.id))).toEqual(GENDERS);
    expect(await t.db.select().from(shoeSizes).orderBy(asc(shoeSizes.id))).toEqual(SHOE_SIZES);
    const options = await t.db.select().from(fitAttributeOptions).orderBy(asc(fitAttributeOptions.id));
    expect(options).toHaveLength(12);
    expect(options[11]).toEqual({
      id: 12,
      attributeName: 'hips',
      category: 'womens',
      value: 'Wide',
      displayOrder: 3,
    });
  });
});

describe('fit attributes', () => {
  it('GET /fit-attributes/{userId}: 404 while nothing is saved', async () => {
    const user = await signUp(t.app);
    const response = await call(user, p.getUserFitAttributes);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No fit attributes saved' });
  });

  it('POST saves the option ids; GET answers the record by attribute', async () => {
    const user = await signUp(t.app);
    // shoulder Wide (3), waist Average (5), hips Narrow (10); thighs not chosen.
    const response = await save(user, p.saveFitAttributes, { fitAttributeIds: [3, 5, 10] });
    expect(response.statusCode).toBe(200);
    const record = {
      userId: user.user.userId,
      shoulder: { id: 3, attributeName: 'shoulder', optionValue: 'Wide' },
      waist: { id: 5, attributeName: 'waist', optionValue: 'Average' },
      hips: { id: 10, attributeName: 'hips', optionValue: 'Narrow' },
      created_at: now(),
      updated_at: now(),
    };
    expect(response.json()).toEqual({
      message: 'Fit attributes saved successfully',
      userFitAttributes: record,
    });
    const read = await call(user, p.getUserFitAttributes);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ userFitAttributes: record });
  });

  it('a re-save makes the record exactly the ids posted (others cleared), keeping created_at', async () => {
    const user = await signUp(t.app);
    await save(user, p.saveFitAttributes, { fitAttributeIds: [1, 4, 7, 10] });
    const created = now();
    t.clock.advance(5_000);
    const response = await save(user, p.saveFitAttributes, { fitAttributeIds: [8] });
    expect(response.statusCode).toBe(200);
    expect(response.json().userFitAttributes).toEqual({
      userId: user.user.userId,
      thighs: { id: 8, attributeName: 'thighs', optionValue: 'Average' },
      created_at: created,
      updated_at: now(),
    });
    const rows = await t.db
      .select()
      .from(userFitAttributes)
      .where(eq(userFitAttributes.userId, user.user.userId));
    expect(rows).toHaveLength(1);
    // Saving the same again is the same record.
    const again = await save(user, p.saveFitAttributes, { fitAttributeIds: [8] });
    expect(again.json()).toEqual(response.json());
  });

  it('the same id twice is one choice', async () => {
    const user = await signUp(t.app);
    const response = await save(user, p.saveFitAttributes, { fitAttributeIds: [2, 2] });
    expect(response.statusCode).toBe(200);
    expect(response.json().userFitAttributes.shoulder).toEqual({
      id: 2,
      attributeName: 'shoulder',
      optionValue: 'Average',
    });
  });

  it.each([
    [[1, 2], 'Choose at most one option per fit attribute (shoulder: 1, 2)'],
    [[4, 5, 6, 7], 'Choose at most one option per fit attribute (waist: 4, 5, 6)'],
  ])('refuses two options of one attribute %j: 400', async (ids, error) => {
    const user = await signUp(t.app);
    const response = await save(user, p.saveFitAttributes, { fitAttributeIds: ids });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error,
      details: { fitAttributeIds: 'must hold at most one option per attribute' },
    });
    expect((await call(user, p.getUserFitAttributes)).statusCode).toBe(404);
  });

  it.each([
    [[13], 'Unknown fit attribute option id: 13'],
    [[1, 99, 1000], 'Unknown fit attribute option ids: 99, 1000'],
  ])('refuses unknown option ids %j: 400, nothing saved', async (ids, error) => {
    const user = await signUp(t.app);
    const response = await save(user, p.saveFitAttributes, { fitAttributeIds: ids });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error,
      details: { fitAttributeIds: 'must be fit attribute option ids' },
    });
    expect((await call(user, p.getUserFitAttributes)).statusCode).toBe(404);
  });

  it('an unknown id leaves a saved record as it was', async () => {
    const user = await signUp(t.app);
    const saved = await save(user, p.saveFitAttributes, { fitAttributeIds: [3] });
    await save(user, p.saveFitAttributes, { fitAttributeIds: [4, 55] });
    expect((await call(user, p.getUserFitAttributes)).json()).toEqual({
      userFitAttributes: saved.json().userFitAttributes,
    });
  });

  it.each([
    [{ fitAttributeIds: [] }, { fitAttributeIds: 'must have at least 1 item' }],
    [{ fitAttributeIds: ['1'] }, { 'fitAttributeIds.0': 'must be a number' }],
    [{ fitAttributeIds: [1.5] }, { 'fitAttributeIds.0': 'must be a whole number' }],
    [{ fitAttributeIds: [0] }, { 'fitAttributeIds.0': 'must be a positive number' }],
    [{ fitAttributeIds: 'Wide' }, { fitAttributeIds: 'must be an array' }],
    [{}, { fitAttributeIds: 'is required' }],
  ])('refuses the body %j: 400 naming the field', async (body, details) => {
    const user = await signUp(t.app);
    const response = await save(user, p.saveFitAttributes, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(details);
  });

  it('DELETE removes the record (then GET is 404); a second DELETE is 404', async () => {
    const user = await signUp(t.app);
    await save(user, p.saveFitAttributes, { fitAttributeIds: [1] });
    const response = await call(user, p.clearFitAttributes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Fit attributes have been removed successfully' });
    expect((await call(user, p.getUserFitAttributes)).statusCode).toBe(404);
    const again = await call(user, p.clearFitAttributes);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: messages.fitNotFound });
  });
});

describe('age group', () => {
  it('GET /age-group/{userId}: 404 while nothing is saved', async () => {
    const user = await signUp(t.app);
    const response = await call(user, p.getUserAgeGroup);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No age group saved' });
  });

  it('POST saves; GET answers ageGroupId and the group; a re-save replaces it', async () => {
    const user = await signUp(t.app);
    const response = await save(user, p.saveAgeGroup, { ageGroupId: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Age group saved successfully',
      userAgeGroup: { ageGroupId: 3, ageGroup: { id: 3, ageRange: '25-29' } },
    });
    expect((await call(user, p.getUserAgeGroup)).json()).toEqual({
      userAgeGroup: { ageGroupId: 3, ageGroup: { id: 3, ageRange: '25-29' } },
    });
    await save(user, p.saveAgeGroup, { ageGroupId: 11 });
    expect((await save(user, p.saveAgeGroup, { ageGroupId: 11 })).statusCode).toBe(200);
    expect((await call(user, p.getUserAgeGroup)).json()).toEqual({
      userAgeGroup: { ageGroupId: 11, ageGroup: { id: 11, ageRange: '65+' } },
    });
  });

  it.each([
    [
      { ageGroupId: 12 },
      400,
      { error: 'Unknown age group id: 12', details: { ageGroupId: 'must be the id of an age group' } },
    ],
    [
      { ageGroupId: 999 },
      400,
      { error: 'Unknown age group id: 999', details: { ageGroupId: 'must be the id of an age group' } },
    ],
  ])('refuses %j: 400 with a clear text, nothing saved', async (body, status, reply) => {
    const user = await signUp(t.app);
    const response = await save(user, p.saveAgeGroup, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(reply);
    expect((await call(user, p.getUserAgeGroup)).statusCode).toBe(404);
  });

  it.each([
    [{ ageGroupId: '3' }, { ageGroupId: 'must be a number' }],
    [{ ageGroupId: 0 }, { ageGroupId: 'must be a positive number' }],
    [{ ageGroupId: 2.5 }, { ageGroupId: 'must be a whole number' }],
    [{}, { ageGroupId: 'is required' }],
  ])('refuses the body %j: 400 naming the field', async (body, details) => {
    const user = await signUp(t.app);
    const response = await save(user, p.saveAgeGroup, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(details);
  });

  it('DELETE removes it (then GET is 404); a second DELETE is 404', async () => {
    const user = await signUp(t.app);
    await save(user, p.saveAgeGroup, { ageGroupId: 1 });
    const response = await call(user, p.clearAgeGroup);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Age group has been removed successfully' });
    expect((await call(user, p.getUserAgeGroup)).statusCode).toBe(404);
    const again = await call(user, p.clearAgeGroup);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'No age group saved' });
  });
});

describe('preferred department', () => {
  it('GET /preferred-department/{userId}: 404 while none is set', async () => {
    const user = await signUp(t.app);
    const response = await call(user, p.getPreferredDepartment);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No preferred department set' });
  });

  it('POST sets it; GET answers it; a re-post changes it', async () => {
    const user = await signUp(t.app);
    const response = await save(user, p.setPreferredDepartment, { genderId: 1 });
    expect(response.statusCode).toBe(200);
    const department = { genderId: 1, gender: "Women's", isActive: true, updated_at: now() };
    expect(response.json()).toEqual({ message: 'Preferred department saved successfully', department });
    expect((await call(user, p.getPreferredDepartment)).json()).toEqual({ department });
    t.clock.advance(1_000);
    await save(user, p.setPreferredDepartment, { genderId: 3 });
    expect((await call(user, p.getPreferredDepartment)).json()).toEqual({
      department: { genderId: 3, gender: 'Unisex', isActive: true, updated_at: now() },
    });
  });

  it('PUT with no body deactivates: GET is 404 after; the row stays inactive; a later POST activates again', async () => {
    const user = await signUp(t.app);
    await save(user, p.setPreferredDepartment, { genderId: 2 });
    const response = await call(user, p.deactivatePreferredDepartment);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The gender has been removed successfully' });
    expect((await call(user, p.getPreferredDepartment)).statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(userPreferredDepartments)
      .where(eq(userPreferredDepartments.userId, user.user.userId));
    expect(row).toMatchObject({ genderId: 2, isActive: false });
    // Nothing active: a second PUT is 404.
    const again = await call(user, p.deactivatePreferredDepartment);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'No preferred department set' });
    const reactivated = await save(user, p.setPreferredDepartment, { genderId: 2 });
    expect(reactivated.json().department).toMatchObject({ genderId: 2, isActive: true });
    expect((await call(user, p.getPreferredDepartment)).statusCode).toBe(200);
  });

  it('PUT that carries an empty JSON object anyway (some clients always send one) deactivates too', async () => {
    const user = await signUp(t.app);
    await save(user, p.setPreferredDepartment, { genderId: 1 });
    const response = await call(user, p.deactivatePreferredDepartment, { body: {} });
    expect(response.statusCode).toBe(200);
    expect((await call(user, p.getPreferredDepartment)).statusCode).toBe(404);
  });

  it('PUT with no active department at all: 404', async () => {
    const user = await signUp(t.app);
    const response = await call(user, p.deactivatePreferredDepartment);
    expect(response.statusCode).toBe(404);
  });

  it.each([
    [{ genderId: 4 }, 'Unknown department (gender) id: 4'],
    [{ genderId: 100 }, 'Unknown department (gender) id: 100'],
  ])('refuses %j: 400 with a clear text', async (body, error) => {
    const user = await signUp(t.app);
    const response = await save(user, p.setPreferredDepartment, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, details: { genderId: 'must be the id of a gender option' } });
    expect((await call(user, p.getPreferredDepartment)).statusCode).toBe(404);
  });

  it.each([
    [{ genderId: "Women's" }, { genderId: 'must be a number' }],
    [{ genderId: -1 }, { genderId: 'must be a positive number' }],
    [{}, { genderId: 'is required' }],
  ])('refuses the body %j: 400 naming the field', async (body, details) => {
    const user = await signUp(t.app);
    const response = await save(user, p.setPreferredDepartment, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(details);
  });
});

describe('shoe size', () => {
  it('GET /shoe-size/{userId}: 404 while nothing is saved', async () => {
    const user = await signUp(t.app);
    const response = await call(user, p.getUserShoeSize);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No shoe size saved' });
  });

  it('POST saves size and width; GET answers size, width, shoeSizeId, created_at, updated_at', async () => {
    const user = await signUp(t.app);
    const response = await save(user, p.saveShoeSize, { size: 8, width: 'Standard' });
    expect(response.statusCode).toBe(200);
    const userShoeSize = { size: 8, width: 'Standard', shoeSizeId: 11, created_at: now(), updated_at: now() };
    expect(response.json()).toEqual({ message: 'Shoe size saved successfully', userShoeSize });
    expect((await call(user, p.getUserShoeSize)).json()).toEqual({ userShoeSize });
  });

  it('a half size, and a size sent as its text ("9.5"), are the listed sizes; a re-save replaces', async () => {
    const user = await signUp(t.app);
    const half = await save(user, p.saveShoeSize, { size: 7.5, width: 'Wide' });
    expect(half.json().userShoeSize).toMatchObject({ size: 7.5, width: 'Wide', shoeSizeId: 10 });
    const created = now();
    t.clock.advance(2_000);
    const text = await save(user, p.saveShoeSize, { size: '9.5', width: 'Narrow' });
    expect(text.statusCode).toBe(200);
    expect(text.json().userShoeSize).toEqual({
      size: 9.5,
      width: 'Narrow',
      shoeSizeId: 14,
      created_at: created,
      updated_at: now(),
    });
  });

  it.each([
    [
      { size: 13, width: 'Standard' },
      { error: 'Unknown shoe size: 13', details: { size: 'must be one of the shoe sizes listed' } },
    ],
    [
      { size: 8.25, width: 'Standard' },
      { error: 'Unknown shoe size: 8.25', details: { size: 'must be one of the shoe sizes listed' } },
    ],
    [
      { size: 'XL', width: 'Standard' },
      { error: 'Unknown shoe size: XL', details: { size: 'must be one of the shoe sizes listed' } },
    ],
    [
      { size: '0x8', width: 'Standard' },
      { error: 'Unknown shoe size: 0x8', details: { size: 'must be one of the shoe sizes listed' } },
    ],
    // The fuzz's 80 kB size came back whole in the text: only its start is quoted.
    [
      { size: 'x'.repeat(QUOTED_VALUE_MAX_LENGTH + 1), width: 'Standard' },
      {
        error: `Unknown shoe size: ${'x'.repeat(QUOTED_VALUE_MAX_LENGTH)}…`,
        details: { size: 'must be one of the shoe sizes listed' },
      },
    ],
  ])('refuses %j: 400 with a clear text', async (body, reply) => {
    const user = await signUp(t.app);
    const response = await save(user, p.saveShoeSize, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(reply);
    expect((await call(user, p.getUserShoeSize)).statusCode).toBe(404);
  });

  it.each([
    [{ size: 8, width: 'Extra Wide' }, { width: 'must be one of "Narrow", "Standard", "Wide"' }],
    [{ size: 8, width: 'wide' }, { width: 'must be one of "Narrow", "Standard", "Wide"' }],
    [{ size: 8 }, { width: 'must be one of "Narrow", "Standard", "Wide"' }],
    [{ size: 0, width: 'Wide' }, { size: 'must be positive' }],
    [{ size: '', width: 'Wide' }, { size: 'must be at least 1 character long' }],
    [{ width: 'Wide' }, { size: 'is required' }],
    [{ size: true, width: 'Wide' }, { size: 'must be a number or text' }],
  ])('refuses the body %j: 400 naming the field', async (body, details) => {
    const user = await signUp(t.app);
    const response = await save(user, p.saveShoeSize, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(details);
  });

  it('DELETE removes it (then GET is 404); a second DELETE is 404', async () => {
    const user = await signUp(t.app);
    await save(user, p.saveShoeSize, { size: 6, width: 'Narrow' });
    const response = await call(user, p.clearShoeSize);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Shoe size removed successfully' });
    expect((await call(user, p.getUserShoeSize)).statusCode).toBe(404);
    const again = await call(user, p.clearShoeSize);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'No shoe size saved' });
  });
});

/** Every profile call, with a body that would succeed for its own user. */
const everyCall: readonly (readonly [Endpoint, object | undefined])[] = [
  [p.listFitAttributes, undefined],
  [p.getUserFitAttributes, undefined],
  [p.saveFitAttributes, { fitAttributeIds: [1] }],
  [p.clearFitAttributes, undefined],
  [p.listAgeGroups, undefined],
  [p.getUserAgeGroup, undefined],
  [p.saveAgeGroup, { ageGroupId: 1 }],
  [p.clearAgeGroup, undefined],
  [p.listGenders, undefined],
  [p.getPreferredDepartment, undefined],
  [p.setPreferredDepartment, { genderId: 1 }],
  [p.deactivatePreferredDepartment, undefined],
  [p.listShoeSizes, undefined],
  [p.getUserShoeSize, undefined],
  [p.saveShoeSize, { size: 8, width: 'Standard' }],
  [p.clearShoeSize, undefined],
];

describe('authorisation on every profile call', () => {
  it('covers every call of the profile contract', () => {
    expect(new Set(everyCall.map(([endpoint]) => endpoint.id))).toEqual(
      new Set(Object.values(p).map((endpoint) => endpoint.id)),
    );
  });

  it.each(everyCall.map(([endpoint, body]) => [endpoint.id, endpoint, body] as const))(
    "%s without a token: 401 'Authentication required'",
    async (_id, endpoint, body) => {
      const response = await t.app.inject({
        method: endpoint.method as HTTPMethods,
        url: apiUrl(endpoint, endpoint.path.includes(':userId') ? { userId: 1 } : undefined),
        ...(body ? { payload: { userId: 1, ...body } } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Authentication required' });
    },
  );

  it.each(everyCall.map(([endpoint, body]) => [endpoint.id, endpoint, body] as const))(
    '%s with a token that is not ours: 401',
    async (_id, endpoint, body) => {
      const response = await injectAs(t.app, 'forged.token.value', {
        method: endpoint.method as HTTPMethods,
        url: apiUrl(endpoint, endpoint.path.includes(':userId') ? { userId: 1 } : undefined),
        ...(body ? { payload: { userId: 1, ...body } } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Authentication required' });
    },
  );

  const perUser = everyCall.filter(
    ([endpoint, body]) => body !== undefined || endpoint.path.includes(':userId'),
  );

  it.each(perUser.map(([endpoint, body]) => [endpoint.id, endpoint, body] as const))(
    "%s with another user's id (path or body): 403, and the owner's record is untouched",
    async (_id, endpoint, body) => {
      const [owner, intruder] = [await signUp(t.app), await signUp(t.app)];
      // The owner has everything saved, so a leak or a change would show.
      await save(owner, p.saveFitAttributes, { fitAttributeIds: [3, 5] });
      await save(owner, p.saveAgeGroup, { ageGroupId: 3 });
      await save(owner, p.setPreferredDepartment, { genderId: 1 });
      await save(owner, p.saveShoeSize, { size: 8, width: 'Standard' });
      const before = await Promise.all(
        [p.getUserFitAttributes, p.getUserAgeGroup, p.getPreferredDepartment, p.getUserShoeSize].map(
          async (read) => (await call(owner, read)).json(),
        ),
      );
      const response = await call(intruder, endpoint, {
        userId: owner.user.userId,
        ...(body ? { body: { ...body, userId: owner.user.userId } } : {}),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
      const after = await Promise.all(
        [p.getUserFitAttributes, p.getUserAgeGroup, p.getPreferredDepartment, p.getUserShoeSize].map(
          async (read) => (await call(owner, read)).json(),
        ),
      );
      expect(after).toEqual(before);
      // Nor did the intruder's own record change.
      expect((await call(intruder, p.getUserAgeGroup)).statusCode).toBe(404);
    },
  );

  it.each(
    everyCall
      .filter(([endpoint]) => endpoint.path.includes(':userId'))
      .map(([endpoint]) => [endpoint.id, endpoint] as const),
  )('%s with a path id that is not a positive whole number: 400', async (_id, endpoint) => {
    const user = await signUp(t.app);
    for (const [userId, problem] of [
      ['abc', 'must be a whole number'],
      ['0', 'must be a positive number'],
      ['-3', 'must be a positive number'],
    ] as const) {
      const response = await injectAs(t.app, user.token, {
        method: endpoint.method as HTTPMethods,
        url: apiUrl(endpoint, { userId }),
      });
      expect(response.statusCode, userId).toBe(400);
      expect(response.json().details).toEqual({ userId: problem });
    }
  });

  it.each(
    everyCall
      .filter(([, body]) => body !== undefined)
      .map(([endpoint, body]) => [endpoint.id, endpoint, body] as const),
  )('%s without userId in the body: 400', async (_id, endpoint, body) => {
    const user = await signUp(t.app);
    const response = await call(user, endpoint, { body: body ?? {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ userId: 'is required' });
  });
});
