import { type BodyOf, type Endpoint, PROFILE_TOAST_MS } from '@shop/core';
import {
  ageGroupMessages,
  type ProfileCallOperation,
  departmentMessages,
  profileFailureText,
  fitAttributeMessages,
  physicalStatsMessages,
  profileEndpoints,
  SHOE_SIZE_VALUES,
  shoeSizeMessages,
} from '@shop/core/profile';
import { userEndpoints } from '@shop/core/users';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { applyEdge } from '../../qa/defect-edges';
import { notify } from '../../../stores/notices-store';
import { apiClient } from '../../../api/client';
import { mutationKeys, queryKeys } from '../../../api/keys';

// The profile's saves and clears (§7). Each success puts the server's reply in the row's cache
// entry (no second read, unless the reply has no record) and shows its §8 toast for
// PROFILE_TOAST_MS (§9). A failed save is shown by its modal (it stays open with the text in its
// red box), so only a failed clear has a toast.

/** The records of the profile a row shows, one per row. */
export type ProfileRecord = 'physicalStats' | 'fitAttributes' | 'ageGroup' | 'department' | 'shoeSize';

/** Per record: its cache entry, its mutation keys, its toasts and its clear's failure row. */
const records = {
  physicalStats: {
    key: queryKeys.profile.physicalStats,
    saveKey: mutationKeys.savePhysicalStats,
    clearKey: mutationKeys.clearPhysicalStats,
    saved: physicalStatsMessages.saved,
    removed: physicalStatsMessages.removed,
    clearFailure: 'clearPhysicalStats',
  },
  fitAttributes: {
    key: queryKeys.profile.fitAttributes,
    saveKey: mutationKeys.saveFitAttributes,
    clearKey: mutationKeys.clearFitAttributes,
    saved: fitAttributeMessages.saved,
    removed: fitAttributeMessages.removed,
    clearFailure: 'removeFitAttributes',
  },
  ageGroup: {
    key: queryKeys.profile.ageGroup,
    saveKey: mutationKeys.saveAgeGroup,
    clearKey: mutationKeys.clearAgeGroup,
    saved: ageGroupMessages.saved,
    removed: ageGroupMessages.removed,
    clearFailure: 'removeAgeGroup',
  },
  department: {
    key: queryKeys.profile.department,
    saveKey: mutationKeys.setDepartment,
    clearKey: mutationKeys.clearDepartment,
    saved: departmentMessages.saved,
    removed: departmentMessages.removed,
    clearFailure: 'clearPreferredDepartment',
  },
  shoeSize: {
    key: queryKeys.profile.shoeSize,
    saveKey: mutationKeys.saveShoeSize,
    clearKey: mutationKeys.clearShoeSize,
    saved: shoeSizeMessages.saved,
    removed: shoeSizeMessages.removed,
    clearFailure: 'removeShoeSize',
  },
} as const satisfies Record<
  ProfileRecord,
  {
    key: (userId: number) => QueryKey;
    saveKey: readonly string[];
    clearKey: readonly string[];
    saved: string;
    removed: string;
    clearFailure: ProfileCallOperation;
  }
>;

/** Each record's clear call (exported for the spec-minimal replies test). */
export const clearCalls: Record<ProfileRecord, (userId: number) => Promise<unknown>> = {
  // §7: DELETE /users/physical-stats?userId=… (204).
  physicalStats: (userId) => apiClient.call(userEndpoints.clearPhysicalStats, { query: { userId } }),
  fitAttributes: (userId) => apiClient.call(profileEndpoints.clearFitAttributes, { params: { userId } }),
  ageGroup: (userId) => apiClient.call(profileEndpoints.clearAgeGroup, { params: { userId } }),
  // §4: clearing the preferred department is a deactivation (PUT, no body).
  department: (userId) =>
    apiClient.call(profileEndpoints.deactivatePreferredDepartment, { params: { userId } }),
  shoeSize: (userId) => apiClient.call(profileEndpoints.clearShoeSize, { params: { userId } }),
};

/**
 * Saves `record` for the user with `call`; the reply's record becomes the row's value, with the §8
 * toast. A reply without the record (§7 lists no reply for some saves) has the row read it again.
 */
function useSaveProfileRecord<Body, Reply>(
  record: ProfileRecord,
  userId: number | undefined,
  call: (body: Body) => Promise<Reply | undefined>,
) {
  const queryClient = useQueryClient();
  const { key, saveKey, saved } = records[record];
  return useMutation({
    mutationKey: saveKey,
    mutationFn: call,
    onSuccess: (reply) => {
      if (userId !== undefined) {
        if (reply === undefined) void queryClient.invalidateQueries({ queryKey: key(userId) });
        else queryClient.setQueryData(key(userId), reply);
      }
      notify(saved, { durationMs: PROFILE_TOAST_MS });
    },
  });
}

// The reply's record (what the row's read gives) is what each save puts in the cache.

type Body<E extends Endpoint> = NonNullable<BodyOf<E>>;

/**
 * Each record's save call, giving the saved record (exported for the spec-minimal replies test).
 * The body of a save a QA persona may send otherwise passes its call's edge (qa/defect-edges.ts).
 */
export const saveCalls = {
  physicalStats: async (body: Body<typeof userEndpoints.savePhysicalStats>) =>
    (
      await apiClient.call(userEndpoints.savePhysicalStats, {
        body: applyEdge('mutation:users.savePhysicalStats', body),
      })
    ).stats,
  fitAttributes: async (body: Body<typeof profileEndpoints.saveFitAttributes>) =>
    (await apiClient.call(profileEndpoints.saveFitAttributes, { body })).userFitAttributes,
  ageGroup: async (body: Body<typeof profileEndpoints.saveAgeGroup>) =>
    (await apiClient.call(profileEndpoints.saveAgeGroup, { body })).userAgeGroup,
  department: async (body: Body<typeof profileEndpoints.setPreferredDepartment>) =>
    (await apiClient.call(profileEndpoints.setPreferredDepartment, { body })).department,
  shoeSize: async (body: Body<typeof profileEndpoints.saveShoeSize>) =>
    (
      await apiClient.call(profileEndpoints.saveShoeSize, {
        body: applyEdge('mutation:profile.saveShoeSize', body, SHOE_SIZE_VALUES),
      })
    ).userShoeSize,
} satisfies Record<ProfileRecord, (body: never) => Promise<unknown>>;

export const useSavePhysicalStats = (userId: number | undefined) =>
  useSaveProfileRecord('physicalStats', userId, saveCalls.physicalStats);

export const useSaveFitAttributes = (userId: number | undefined) =>
  useSaveProfileRecord('fitAttributes', userId, saveCalls.fitAttributes);

export const useSaveAgeGroup = (userId: number | undefined) =>
  useSaveProfileRecord('ageGroup', userId, saveCalls.ageGroup);

export const useSetPreferredDepartment = (userId: number | undefined) =>
  useSaveProfileRecord('department', userId, saveCalls.department);

export const useSaveShoeSize = (userId: number | undefined) =>
  useSaveProfileRecord('shoeSize', userId, saveCalls.shoeSize);

/** Clears `record` (after the row's confirmation): '--' and the §8 toast, or the failure as a toast. */
export function useClearProfileRecord(record: ProfileRecord, userId: number | undefined) {
  const queryClient = useQueryClient();
  const { key, clearKey, removed, clearFailure } = records[record];
  return useMutation({
    mutationKey: clearKey,
    mutationFn: () => {
      if (userId === undefined) return Promise.reject(new Error('No signed-in user'));
      return clearCalls[record](userId);
    },
    onSuccess: () => {
      if (userId !== undefined) queryClient.setQueryData(key(userId), null);
      notify(removed, { durationMs: PROFILE_TOAST_MS });
    },
    onError: (error) =>
      notify(profileFailureText(clearFailure, error), { tone: 'error', durationMs: PROFILE_TOAST_MS }),
  });
}
