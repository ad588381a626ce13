import { api } from '@shop/core';
import {
  AGE_GROUPS,
  FIT_ATTRIBUTES,
  GENDERS,
  profileFieldMessages,
  profileServerMessages as messages,
  SHOE_SIZE_WIDTHS,
  SHOE_SIZES,
  type FitAttributeKey,
  type ShoeWidth,
} from '@shop/core/profile';
import { onSignedIn, requireOwnUser } from '../auth';
import { errorReply, reply } from '../http';
import type { MockAccount } from '../state/accounts';
import {
  ageGroupReplyOf,
  departmentReplyOf,
  findAgeGroup,
  findGender,
  fitOption,
  fitRecordReplyOf,
  physicalStatsReplyOf,
  profileOf,
  saveAgeGroup,
  saveDepartment,
  saveFit,
  saveShoeSize,
  saveStats,
  seedProfile,
  shoeSizeReplyOf,
  type ProfileSeed,
  type ShoeSizeEntry,
} from '../state/profile';

const profile = api.profile;
const users = api.users;

/** The shoe-size list a handler set offers (the reference data's unless a scenario says otherwise). */
export type ShoeSizeList = readonly ShoeSizeEntry[];

export interface ProfileHandlersOptions {
  /** The caller's profile starts as this (seeded on its first profile call, see `seedProfile`). */
  readonly seed?: ProfileSeed;
  /** The sizes GET /shoe-size lists and POST /shoe-size takes (§5: text sizes such as 'M' too). */
  readonly shoeSizes?: ShoeSizeList;
}

/**
 * The server's 400s for values outside the reference data (apps/api ProfileService): the text names
 * the value, `details` the field. The 'profile.save.serverText' scenario answers with them too.
 */
export const outsideReference = {
  fitOptions: (ids: readonly number[]) =>
    errorReply(400, messages.unknownFitOptions(ids), {
      fitAttributeIds: profileFieldMessages.unknownFitOptions,
    }),
  twoOptionsOfOneAttribute: (attributeName: string, ids: readonly number[]) =>
    errorReply(400, messages.oneOptionPerAttribute(attributeName, ids), {
      fitAttributeIds: profileFieldMessages.oneOptionPerAttribute,
    }),
  ageGroup: (id: number) =>
    errorReply(400, messages.unknownAgeGroup(id), { ageGroupId: profileFieldMessages.unknownAgeGroup }),
  gender: (id: number) =>
    errorReply(400, messages.unknownGender(id), { genderId: profileFieldMessages.unknownGender }),
  shoeSize: (size: string | number) =>
    errorReply(400, messages.unknownShoeSize(size), { size: profileFieldMessages.unknownShoeSize }),
};

/** Plain decimal text ('8', '8.5'): a size sent as text still names a numeric size. */
const DECIMAL = /^\s*\d+(?:\.\d+)?\s*$/;

/**
 * The listed size a request names: a number (§5 "numeric sizes sent as numbers") or its decimal
 * text matches a numeric size, as on the server; a text size ('M') matches itself.
 */
function findListedSize(list: ShoeSizeList, size: string | number): ShoeSizeEntry | undefined {
  const numeric = typeof size === 'number' ? size : DECIMAL.test(size) ? Number(size) : Number.NaN;
  return list.find((entry) =>
    typeof entry.size === 'number'
      ? entry.size === numeric
      : entry.size === size || (DECIMAL.test(entry.size) && Number(entry.size) === numeric),
  );
}

/**
 * The profile calls of §7 and the physical-stats calls (the mock area 'profile'), on the per-user
 * state of mocks/state/profile.ts with the server's rules (apps/api ProfileService,
 * PhysicalStatsService): no token 401; a userId in path, query or body that is not the token's
 * user 403; values outside the reference data 400; a read or clear of nothing saved 404 (the
 * stats read answers `stats: null` instead). The physical-stats handlers come first: the users
 * area's GET /users/:userId would otherwise take GET /users/physical-stats (and answer 400).
 */
export function makeProfileHandlers({ seed, shoeSizes = SHOE_SIZES }: ProfileHandlersOptions = {}) {
  const profileFor = (account: MockAccount) => {
    if (seed) seedProfile(account.userId, seed);
    return profileOf(account.userId);
  };
  const now = () => new Date().toISOString();
  const sizeById = (id: number) => shoeSizes.find((entry) => entry.id === id);

  return [
    // Height and weight (§7 Account).
    onSignedIn(users.getPhysicalStats, ({ account }) => {
      const { stats } = profileFor(account);
      return reply(users.getPhysicalStats, { stats: stats ? physicalStatsReplyOf(stats) : null });
    }),

    onSignedIn(users.savePhysicalStats, ({ account, body }) => {
      const denied = requireOwnUser(account, body.userId);
      if (denied) return denied;
      const stats = saveStats(profileFor(account), body, now());
      return reply(users.savePhysicalStats, {
        message: messages.statsSaved,
        stats: physicalStatsReplyOf(stats),
      });
    }),

    onSignedIn(users.clearPhysicalStats, ({ account, query }) => {
      const denied = requireOwnUser(account, query.userId);
      if (denied) return denied;
      const current = profileFor(account);
      if (!current.stats) return errorReply(404, messages.statsNotFound);
      delete current.stats;
      return reply(users.clearPhysicalStats, undefined);
    }),

    // Fit attributes.
    onSignedIn(profile.listFitAttributes, () =>
      reply(profile.listFitAttributes, { data: structuredClone([...FIT_ATTRIBUTES]) }),
    ),

    onSignedIn(profile.getUserFitAttributes, ({ account, params }) => {
      const denied = requireOwnUser(account, params.userId);
      if (denied) return denied;
      const { fit } = profileFor(account);
      if (!fit) return errorReply(404, messages.fitNotFound);
      return reply(profile.getUserFitAttributes, {
        userFitAttributes: fitRecordReplyOf(account.userId, fit),
      });
    }),

    // The record becomes exactly the options posted: at most one per attribute, each a known option.
    onSignedIn(profile.saveFitAttributes, ({ account, body }) => {
      const denied = requireOwnUser(account, body.userId);
      if (denied) return denied;
      const ids = [...new Set(body.fitAttributeIds)];
      const unknown = ids.filter((id) => !fitOption(id));
      if (unknown.length > 0) {
        return outsideReference.fitOptions(unknown);
      }
      const chosen = new Map<FitAttributeKey, number[]>();
      for (const id of ids) {
        const name = fitOption(id)!.attributeName;
        chosen.set(name, [...(chosen.get(name) ?? []), id]);
      }
      for (const [name, optionIds] of chosen) {
        if (optionIds.length > 1) {
          return outsideReference.twoOptionsOfOneAttribute(name, optionIds);
        }
      }
      const fit = saveFit(profileFor(account), ids, now());
      return reply(profile.saveFitAttributes, {
        message: messages.fitSaved,
        userFitAttributes: fitRecordReplyOf(account.userId, fit),
      });
    }),

    onSignedIn(profile.clearFitAttributes, ({ account, params }) => {
      const denied = requireOwnUser(account, params.userId);
      if (denied) return denied;
      const current = profileFor(account);
      if (!current.fit) return errorReply(404, messages.fitNotFound);
      delete current.fit;
      return reply(profile.clearFitAttributes, { message: messages.fitRemoved });
    }),

    // Age group.
    onSignedIn(profile.listAgeGroups, () =>
      reply(profile.listAgeGroups, { ageGroups: structuredClone([...AGE_GROUPS]) }),
    ),

    onSignedIn(profile.getUserAgeGroup, ({ account, params }) => {
      const denied = requireOwnUser(account, params.userId);
      if (denied) return denied;
      const { ageGroup } = profileFor(account);
      if (!ageGroup) return errorReply(404, messages.ageGroupNotFound);
      return reply(profile.getUserAgeGroup, { userAgeGroup: ageGroupReplyOf(ageGroup) });
    }),

    onSignedIn(profile.saveAgeGroup, ({ account, body }) => {
      const denied = requireOwnUser(account, body.userId);
      if (denied) return denied;
      if (!findAgeGroup(body.ageGroupId)) {
        return outsideReference.ageGroup(body.ageGroupId);
      }
      const choice = saveAgeGroup(profileFor(account), body.ageGroupId, now());
      return reply(profile.saveAgeGroup, {
        message: messages.ageGroupSaved,
        userAgeGroup: ageGroupReplyOf(choice),
      });
    }),

    onSignedIn(profile.clearAgeGroup, ({ account, params }) => {
      const denied = requireOwnUser(account, params.userId);
      if (denied) return denied;
      const current = profileFor(account);
      if (!current.ageGroup) return errorReply(404, messages.ageGroupNotFound);
      delete current.ageGroup;
      return reply(profile.clearAgeGroup, { message: messages.ageGroupRemoved });
    }),

    // Genders and the preferred department.
    onSignedIn(profile.listGenders, () =>
      reply(profile.listGenders, { genders: structuredClone([...GENDERS]) }),
    ),

    /** The active preference only: a deactivated one reads as none. */
    onSignedIn(profile.getPreferredDepartment, ({ account, params }) => {
      const denied = requireOwnUser(account, params.userId);
      if (denied) return denied;
      const { department } = profileFor(account);
      if (!department?.isActive) return errorReply(404, messages.departmentNotFound);
      return reply(profile.getPreferredDepartment, { department: departmentReplyOf(department) });
    }),

    onSignedIn(profile.setPreferredDepartment, ({ account, body }) => {
      const denied = requireOwnUser(account, body.userId);
      if (denied) return denied;
      if (!findGender(body.genderId)) {
        return outsideReference.gender(body.genderId);
      }
      const choice = saveDepartment(profileFor(account), body.genderId, now());
      return reply(profile.setPreferredDepartment, {
        message: messages.departmentSaved,
        department: departmentReplyOf(choice),
      });
    }),

    /** §4: clearing is a deactivation; 404 when none is active. */
    onSignedIn(profile.deactivatePreferredDepartment, ({ account, params }) => {
      const denied = requireOwnUser(account, params.userId);
      if (denied) return denied;
      const { department } = profileFor(account);
      if (!department?.isActive) return errorReply(404, messages.departmentNotFound);
      department.isActive = false;
      department.updatedAt = now();
      return reply(profile.deactivatePreferredDepartment, { message: messages.departmentRemoved });
    }),

    // Shoe size.
    onSignedIn(profile.listShoeSizes, () =>
      reply(profile.listShoeSizes, {
        shoeSizes: structuredClone([...shoeSizes]),
        widths: [...SHOE_SIZE_WIDTHS],
      }),
    ),

    onSignedIn(profile.getUserShoeSize, ({ account, params }) => {
      const denied = requireOwnUser(account, params.userId);
      if (denied) return denied;
      const { shoeSize } = profileFor(account);
      const entry = shoeSize && sizeById(shoeSize.shoeSizeId);
      if (!shoeSize || !entry) return errorReply(404, messages.shoeSizeNotFound);
      return reply(profile.getUserShoeSize, { userShoeSize: shoeSizeReplyOf(shoeSize, entry) });
    }),

    onSignedIn(profile.saveShoeSize, ({ account, body }) => {
      const denied = requireOwnUser(account, body.userId);
      if (denied) return denied;
      const entry = findListedSize(shoeSizes, body.size);
      if (!entry) {
        return outsideReference.shoeSize(body.size);
      }
      const width: ShoeWidth = body.width;
      const choice = saveShoeSize(profileFor(account), { shoeSizeId: entry.id, width }, now());
      return reply(profile.saveShoeSize, {
        message: messages.shoeSizeSaved,
        userShoeSize: shoeSizeReplyOf(choice, entry),
      });
    }),

    onSignedIn(profile.clearShoeSize, ({ account, params }) => {
      const denied = requireOwnUser(account, params.userId);
      if (denied) return denied;
      const current = profileFor(account);
      if (!current.shoeSize) return errorReply(404, messages.shoeSizeNotFound);
      delete current.shoeSize;
      return reply(profile.clearShoeSize, { message: messages.shoeSizeRemoved });
    }),
  ];
}

/** The default profile area: a per-session state that starts empty; saves and clears work. */
export const profileHandlers = makeProfileHandlers();
