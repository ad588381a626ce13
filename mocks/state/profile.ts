import {
  AGE_GROUPS,
  FIT_ATTRIBUTE_KEYS,
  FIT_ATTRIBUTES,
  GENDERS,
  SHOE_SIZES,
  type Department,
  type FitAttributeKey,
  type ShoeWidth,
  type UserAgeGroup,
  type UserFitAttributes,
  type UserShoeSize,
} from '@shop/core/profile';
import { type HeightUnit, type PhysicalStats, type WeightUnit } from '@shop/core/users';
import { accountsState } from './accounts';

/**
 * The mock API's memory of each user's profile (§7 Profile and the physical-stats calls), kept as
 * the server's tables keep it: one record per user and area, `created_at` from the first save,
 * `updated_at` from the latest. Reference data comes only from @shop/core's profile-reference.ts,
 * as the server's seed does. A reset of the accounts state (resetAccountsState) starts it afresh.
 */

interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

/** Both units of each value (§3 "Stats store both units"); the reply has the pair of the unit saved. */
export interface MockPhysicalStats extends Timestamps {
  heightUnit: HeightUnit;
  weightUnit: WeightUnit;
  heightCm: number;
  heightFt: number;
  weightKg: number;
  weightLb: number;
}

/** One option id (or none) per attribute of §3. */
export interface MockFitRecord extends Timestamps {
  optionIds: Record<FitAttributeKey, number | null>;
}

export interface MockAgeGroupChoice extends Timestamps {
  ageGroupId: number;
}

/** Clearing is a deactivation (§4): the record stays, inactive, until the next save. */
export interface MockDepartmentChoice extends Timestamps {
  genderId: number;
  isActive: boolean;
}

export interface MockShoeSizeChoice extends Timestamps {
  shoeSizeId: number;
  width: ShoeWidth;
}

export interface MockProfile {
  stats?: MockPhysicalStats;
  fit?: MockFitRecord;
  ageGroup?: MockAgeGroupChoice;
  department?: MockDepartmentChoice;
  shoeSize?: MockShoeSizeChoice;
}

/**
 * The profiles of the current accounts state. Keyed by that state's accounts map, which
 * resetAccountsState replaces: a reset between stories and tests forgets every profile.
 */
const profilesByState = new WeakMap<object, Map<number, MockProfile>>();

function profiles(): Map<number, MockProfile> {
  let byUser = profilesByState.get(accountsState.accounts);
  if (!byUser) {
    byUser = new Map();
    profilesByState.set(accountsState.accounts, byUser);
  }
  return byUser;
}

/** The user's profile (created empty on first use). */
export function profileOf(userId: number): MockProfile {
  let profile = profiles().get(userId);
  if (!profile) {
    profile = {};
    profiles().set(userId, profile);
  }
  return profile;
}

// Reference data (content/profile-reference.ts), looked up as the server's reference cache does.

const fitOptionById = new Map(
  FIT_ATTRIBUTES.flatMap(({ attributeName, options }) =>
    options.map((option) => [option.id, { ...option, attributeName }] as const),
  ),
);

/** The fit option with this id, if it belongs to one of the §3 attributes. */
export function fitOption(id: number) {
  const option = fitOptionById.get(id);
  return option && (FIT_ATTRIBUTE_KEYS as readonly string[]).includes(option.attributeName)
    ? { ...option, attributeName: option.attributeName as FitAttributeKey }
    : undefined;
}

export const findAgeGroup = (id: number) => AGE_GROUPS.find((group) => group.id === id);
export const findGender = (id: number) => GENDERS.find((gender) => gender.id === id);

/** A size of GET /shoe-size's list: the reference data's are numbers; a scenario may list text ('M'). */
export interface ShoeSizeEntry {
  readonly id: number;
  readonly size: string | number;
}

// Writes: each save replaces the area's record whole and keeps its first created_at.

const timestampsFor = (previous: Timestamps | undefined, now: string): Timestamps => ({
  createdAt: previous?.createdAt ?? now,
  updatedAt: now,
});

/** Exact by definition (international foot and pound), as the server converts. */
const CM_PER_FT = 30.48;
const KG_PER_LB = 0.45359237;

export interface PhysicalStatsValues {
  readonly heightUnit: HeightUnit;
  readonly weightUnit: WeightUnit;
  readonly heightValue: number;
  readonly weightValue: number;
}

export function saveStats(profile: MockProfile, values: PhysicalStatsValues, now: string): MockPhysicalStats {
  const { heightUnit, weightUnit, heightValue, weightValue } = values;
  profile.stats = {
    heightUnit,
    weightUnit,
    heightCm: heightUnit === 'cm' ? heightValue : heightValue * CM_PER_FT,
    heightFt: heightUnit === 'ft' ? heightValue : heightValue / CM_PER_FT,
    weightKg: weightUnit === 'kg' ? weightValue : weightValue * KG_PER_LB,
    weightLb: weightUnit === 'lb' ? weightValue : weightValue / KG_PER_LB,
    ...timestampsFor(profile.stats, now),
  };
  return profile.stats;
}

/** `optionIds` must be known options, at most one per attribute (the handler checks). */
export function saveFit(profile: MockProfile, optionIds: readonly number[], now: string): MockFitRecord {
  const chosen: Record<FitAttributeKey, number | null> = {
    shoulder: null,
    waist: null,
    thighs: null,
    hips: null,
  };
  for (const id of optionIds) {
    const option = fitOption(id);
    if (!option) throw new Error(`No fit attribute option ${id} in the reference data`);
    chosen[option.attributeName] = id;
  }
  profile.fit = { optionIds: chosen, ...timestampsFor(profile.fit, now) };
  return profile.fit;
}

export function saveAgeGroup(profile: MockProfile, ageGroupId: number, now: string): MockAgeGroupChoice {
  if (!findAgeGroup(ageGroupId)) throw new Error(`No age group ${ageGroupId} in the reference data`);
  profile.ageGroup = { ageGroupId, ...timestampsFor(profile.ageGroup, now) };
  return profile.ageGroup;
}

/** Sets (and re-activates) the preferred department. */
export function saveDepartment(profile: MockProfile, genderId: number, now: string): MockDepartmentChoice {
  if (!findGender(genderId)) throw new Error(`No gender ${genderId} in the reference data`);
  profile.department = { genderId, isActive: true, ...timestampsFor(profile.department, now) };
  return profile.department;
}

/** `shoeSizeId` must be a listed size's (the handler checks). */
export function saveShoeSize(
  profile: MockProfile,
  choice: { readonly shoeSizeId: number; readonly width: ShoeWidth },
  now: string,
): MockShoeSizeChoice {
  profile.shoeSize = { ...choice, ...timestampsFor(profile.shoeSize, now) };
  return profile.shoeSize;
}

// Replies, shaped as the server's.

/** §3: one of each pair, in the unit the user saved. */
export function physicalStatsReplyOf(stats: MockPhysicalStats): PhysicalStats {
  return {
    ...(stats.heightUnit === 'ft' ? { heightFt: stats.heightFt } : { heightCm: stats.heightCm }),
    ...(stats.weightUnit === 'lb' ? { weightLb: stats.weightLb } : { weightKg: stats.weightKg }),
    updated_at: stats.updatedAt,
  };
}

export function fitRecordReplyOf(userId: number, record: MockFitRecord): UserFitAttributes {
  const reply: UserFitAttributes = {
    userId,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
  for (const key of FIT_ATTRIBUTE_KEYS) {
    const id = record.optionIds[key];
    const option = id === null ? undefined : fitOption(id);
    if (option)
      reply[key] = { id: option.id, attributeName: option.attributeName, optionValue: option.value };
  }
  return reply;
}

export function ageGroupReplyOf(choice: MockAgeGroupChoice): UserAgeGroup {
  const ageGroup = findAgeGroup(choice.ageGroupId);
  if (!ageGroup) throw new Error(`No age group ${choice.ageGroupId} in the reference data`);
  return { ageGroupId: choice.ageGroupId, ageGroup: { ...ageGroup } };
}

export function departmentReplyOf(choice: MockDepartmentChoice): Department {
  const gender = findGender(choice.genderId);
  if (!gender) throw new Error(`No gender ${choice.genderId} in the reference data`);
  return {
    genderId: choice.genderId,
    gender: gender.gender,
    isActive: choice.isActive,
    updated_at: choice.updatedAt,
  };
}

/** The choice with its listed size (`entry`, the list's entry of `choice.shoeSizeId`). */
export function shoeSizeReplyOf(choice: MockShoeSizeChoice, entry: ShoeSizeEntry): UserShoeSize {
  return {
    size: entry.size,
    width: choice.width,
    shoeSizeId: choice.shoeSizeId,
    created_at: choice.createdAt,
    updated_at: choice.updatedAt,
  };
}

// Seeding a starting profile for stories and tests.

/** A profile to put in place before a story or test, as the saves that would make it. */
export interface ProfileSeed {
  readonly departmentGenderId?: number;
  readonly stats?: PhysicalStatsValues;
  readonly ageGroupId?: number;
  readonly fitOptionIds?: readonly number[];
  readonly shoeSize?: { readonly size: number; readonly width: ShoeWidth };
  /** When each of these was saved (created and updated), as an ISO timestamp. */
  readonly savedAt: string;
}

/**
 * Puts `seed` in place for the user, unless the user already has a profile in this state: seeding
 * is a starting point, so a profile the shopper has since changed (even cleared) is kept as it is.
 * Returns whether it seeded. Values outside the reference data throw (a fixture mistake).
 */
export function seedProfile(userId: number, seed: ProfileSeed): boolean {
  if (profiles().has(userId)) return false;
  const profile = profileOf(userId);
  const { savedAt } = seed;
  if (seed.departmentGenderId !== undefined) saveDepartment(profile, seed.departmentGenderId, savedAt);
  if (seed.stats) saveStats(profile, seed.stats, savedAt);
  if (seed.ageGroupId !== undefined) saveAgeGroup(profile, seed.ageGroupId, savedAt);
  if (seed.fitOptionIds) saveFit(profile, seed.fitOptionIds, savedAt);
  if (seed.shoeSize) {
    const entry = SHOE_SIZES.find(({ size }) => size === seed.shoeSize?.size);
    if (!entry) throw new Error(`No shoe size ${seed.shoeSize.size} in the reference data`);
    saveShoeSize(profile, { shoeSizeId: entry.id, width: seed.shoeSize.width }, savedAt);
  }
  return true;
}
