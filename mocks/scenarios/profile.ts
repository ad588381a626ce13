import {
  api,
  describeValidationError,
  PHYSICAL_STATS_LIMITS,
  validationIssuesOf,
  type Endpoint,
} from '@shop/core';
import {
  AGE_GROUPS,
  FIT_ATTRIBUTES,
  GENDERS,
  SHOE_SIZE_WIDTHS,
  SHOE_SIZES,
  type FitAttributeKey,
  type FitValue,
  type ShoeWidth,
} from '@shop/core/profile';
import { SavePhysicalStatsRequestSchema, type HeightUnit } from '@shop/core/users';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { onSignedIn } from '../auth';
import {
  makeProfileHandlers,
  outsideReference,
  profileHandlers,
  type ShoeSizeList,
} from '../handlers/profile';
import { apiUrl, errorReply, on, reply } from '../http';
import type { ProfileSeed } from '../state/profile';

const profile = api.profile;
const users = api.users;

// The filled profile ('profile.filled' and every scenario built on it).

/** When every row of the filled profile was saved (created and last updated). */
export const FILLED_PROFILE_UPDATED_AT = '2026-11-05T10:00:00.000Z';

/** The filled profile's choices as the shopper reads them; {@link filledProfile} saves exactly these. */
export const filledProfileChoices = {
  department: "Women's",
  heightCm: 170,
  weightKg: 65,
  ageRange: '25-29',
  fit: { shoulder: 'Wide', waist: 'Average', thighs: 'Average', hips: 'Narrow' },
  shoeSize: 8,
  shoeWidth: 'Standard',
} as const satisfies {
  department: string;
  heightCm: number;
  weightKg: number;
  ageRange: string;
  fit: Record<FitAttributeKey, FitValue>;
  shoeSize: number;
  shoeWidth: ShoeWidth;
};

function referenceId<T extends { id: number }>(
  list: readonly T[],
  test: (entry: T) => boolean,
  what: string,
) {
  const entry = list.find(test);
  if (!entry) throw new Error(`The reference data has no ${what}`);
  return entry.id;
}

const fitOptionId = (attributeName: string, value: string) =>
  referenceId(
    FIT_ATTRIBUTES.find((attribute) => attribute.attributeName === attributeName)?.options ?? [],
    (option) => option.value === value,
    `fit option ${attributeName} ${value}`,
  );

/**
 * The filled profile as the saves that make it, with ids looked up in the reference data
 * (content/profile-reference.ts): department Women's, 170 cm / 65 kg, 25-29, fit shoulder Wide,
 * waist Average, thighs Average, hips Narrow, shoe 8 Standard, all saved at
 * {@link FILLED_PROFILE_UPDATED_AT}.
 */
export const filledProfile: ProfileSeed = {
  departmentGenderId: referenceId(
    GENDERS,
    ({ gender }) => gender === filledProfileChoices.department,
    filledProfileChoices.department,
  ),
  stats: {
    heightUnit: 'cm',
    weightUnit: 'kg',
    heightValue: filledProfileChoices.heightCm,
    weightValue: filledProfileChoices.weightKg,
  },
  ageGroupId: referenceId(
    AGE_GROUPS,
    ({ ageRange }) => ageRange === filledProfileChoices.ageRange,
    `age group ${filledProfileChoices.ageRange}`,
  ),
  fitOptionIds: Object.entries(filledProfileChoices.fit).map(([name, value]) => fitOptionId(name, value)),
  shoeSize: { size: filledProfileChoices.shoeSize, width: filledProfileChoices.shoeWidth },
  savedAt: FILLED_PROFILE_UPDATED_AT,
};

/**
 * 'profile.shoeSizes.mixed': text sizes ('XS', 'M') among numbers, out of order, one number sent as
 * text ('10'). The numeric ones keep the reference data's ids, so the filled 8 is still listed.
 */
export const mixedShoeSizes: ShoeSizeList = [
  { id: 19, size: 12 },
  { id: 101, size: 'XS' },
  { id: 11, size: 8 },
  { id: 1, size: 3 },
  { id: 102, size: 'M' },
  { id: 12, size: 8.5 },
  { id: 15, size: '10' },
];

/** How late every read of 'profile.filled.slow' answers. */
export const PROFILE_SLOW_READ_MS = 1500;

// Building blocks.

const filledHandlers = makeProfileHandlers({ seed: filledProfile });

/**
 * A complete state: `overrides` first, then the filled profile's handlers, then `userRead`
 * (overrides of GET /users/:userId go after the physical-stats handlers, whose path it matches).
 */
const filledWith = (overrides: HttpHandler[], userRead: HttpHandler[] = []): HttpHandler[] => [
  ...overrides,
  ...filledHandlers,
  ...userRead,
];

/** A 5xx with an empty body: the shop shows the call's own §8 text. */
const blank500 = () => new HttpResponse(null, { status: 500 });
const failing = (...endpoints: Endpoint[]) => endpoints.map((endpoint) => on(endpoint, blank500));

const saves = [
  users.savePhysicalStats,
  profile.saveFitAttributes,
  profile.saveAgeGroup,
  profile.setPreferredDepartment,
  profile.saveShoeSize,
];
const clears = [
  users.clearPhysicalStats,
  profile.clearFitAttributes,
  profile.clearAgeGroup,
  profile.deactivatePreferredDepartment,
  profile.clearShoeSize,
];
/** Every read of the profile page and its modals, the user's own record (GET /users/:userId) last. */
const reads = [
  users.getPhysicalStats,
  profile.getUserFitAttributes,
  profile.listFitAttributes,
  profile.getUserAgeGroup,
  profile.listAgeGroups,
  profile.listGenders,
  profile.getPreferredDepartment,
  profile.getUserShoeSize,
  profile.listShoeSizes,
];

/** Waits, then lets the request go on to the next handler that matches (the real reply). */
const late = (endpoint: Endpoint) =>
  http.get(apiUrl(endpoint), async () => {
    await delay(PROFILE_SLOW_READ_MS);
  });

/**
 * The 400 the server sends for a height over its bound in the sent unit, worded by the contract
 * (one text per save of 'profile.save.serverText').
 */
function heightOverBound(body: { readonly heightUnit: HeightUnit }): Response {
  const over = { ...body, heightValue: PHYSICAL_STATS_LIMITS.height[body.heightUnit] + 1 };
  const parsed = SavePhysicalStatsRequestSchema.safeParse(over);
  if (parsed.success) throw new Error('A height over the bound passed the contract');
  const { error, details } = describeValidationError(validationIssuesOf(parsed.error), 'body', over);
  return errorReply(400, error, details);
}

const shoeSizesReply = (shoeSizes: ShoeSizeList, widths: readonly ShoeWidth[]) =>
  onSignedIn(profile.listShoeSizes, () =>
    reply(profile.listShoeSizes, { shoeSizes: structuredClone([...shoeSizes]), widths: [...widths] }),
  );

/**
 * Named states of the profile area (ARCHITECTURE.md "Mocks and states"); each replaces the
 * `profile` area, which also answers the physical-stats calls and, in these states, the user's
 * read. Every state but 'profile.ok' and 'profile.none' is the filled profile with its overrides;
 * saves and clears work in every state that does not make them fail.
 */
export const profileScenarios = {
  /** The default: a per-session profile that starts empty; saves and clears work. */
  'profile.ok': profileHandlers,
  /** Every row saved ({@link filledProfileChoices}). */
  'profile.filled': filledHandlers,
  /** Nothing saved: every read says so (404, `stats: null`) until the shopper saves something. */
  'profile.none': makeProfileHandlers(),
  /** GET /users/{id} fails: the header's name reads 'Failed to fetch user' (fallback 'User'). */
  'profile.user.error': filledWith([], failing(users.getUser)),
  'profile.stats.error': filledWith(failing(users.getPhysicalStats)),
  'profile.ageGroup.error': filledWith(failing(profile.getUserAgeGroup)),
  'profile.ageGroups.error': filledWith(failing(profile.listAgeGroups)),
  'profile.fit.error': filledWith(failing(profile.getUserFitAttributes)),
  'profile.fitAttributes.error': filledWith(failing(profile.listFitAttributes)),
  'profile.fitAttributes.empty': filledWith([
    onSignedIn(profile.listFitAttributes, () => reply(profile.listFitAttributes, { data: [] })),
  ]),
  'profile.department.error': filledWith(failing(profile.getPreferredDepartment)),
  'profile.genders.error': filledWith(failing(profile.listGenders)),
  'profile.shoeSize.error': filledWith(failing(profile.getUserShoeSize)),
  'profile.shoeSizes.error': filledWith(failing(profile.listShoeSizes)),
  /** No sizes and no widths: 'No shoe sizes available. Please try again later.' */
  'profile.shoeSizes.empty': filledWith([shoeSizesReply([], [])]),
  /** 'Shoe sizes are not available right now.' */
  'profile.shoeSizes.noSizes': filledWith([shoeSizesReply([], SHOE_SIZE_WIDTHS)]),
  /** 'Width options are not available right now.' */
  'profile.shoeSizes.noWidths': filledWith([shoeSizesReply(SHOE_SIZES, [])]),
  /** Sizes sorted numerically with text after (§5); a listed text size saves and reads back. */
  'profile.shoeSizes.mixed': makeProfileHandlers({ seed: filledProfile, shoeSizes: mixedShoeSizes }),
  /** Every save answers 500 with an empty body: each modal shows its call's §8 text. */
  'profile.save.error': filledWith(failing(...saves)),
  /** Every save answers 400 with the server's text for what was sent (the modal shows it). */
  'profile.save.serverText': filledWith([
    on(users.savePhysicalStats, ({ body }) => heightOverBound(body)),
    on(profile.saveFitAttributes, ({ body }) => outsideReference.fitOptions(body.fitAttributeIds)),
    on(profile.saveAgeGroup, ({ body }) => outsideReference.ageGroup(body.ageGroupId)),
    on(profile.setPreferredDepartment, ({ body }) => outsideReference.gender(body.genderId)),
    on(profile.saveShoeSize, ({ body }) => outsideReference.shoeSize(body.size)),
  ]),
  /** Every clear answers 500 with an empty body: each row's clear shows its error toast. */
  'profile.clear.error': filledWith(failing(...clears)),
  /**
   * The filled profile, every read (the user's record too) {@link PROFILE_SLOW_READ_MS} late and
   * saves on time: spinners show, then the values. The live 'profile.slow' delays every profile
   * call, saves too, on the default (empty) profile.
   */
  'profile.filled.slow': filledWith(reads.map(late), [late(users.getUser)]),
} satisfies Record<string, HttpHandler[]>;
