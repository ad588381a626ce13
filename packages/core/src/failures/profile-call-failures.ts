import {
  ageGroupMessages,
  departmentMessages,
  fitAttributeMessages,
  physicalStatsMessages,
  profileMessages,
  shoeSizeMessages,
} from '../texts/profile';
import { type CallFailureRow, failureTextFor } from './call-failures';

/**
 * The profile's rows of the failure table (§8), under the one policy of call-failures.ts. Only the
 * profile page makes these calls, so its texts load with it, not with every page's first download
 * (the shell's table is there from the start).
 *
 * §8 often names two texts for one failure, the call's own ('Failed to fetch age groups') and the
 * one the screen shows ('Failed to load age groups'): a reply without usable text gets the call's,
 * a server error the screen's, so both stay reachable. A 404 on the user's fit, age group, shoe
 * size and preferred department reads (and `stats: null`) is "nothing saved", never a failure.
 */
export const profileCallFailures = {
  profileUser: { fallback: profileMessages.fetchUserFailed },
  fetchPhysicalStats: { fallback: physicalStatsMessages.fetchFailed },
  savePhysicalStats: { fallback: physicalStatsMessages.saveFailed },
  clearPhysicalStats: { fallback: physicalStatsMessages.clearFailed },
  fetchFitAttributes: { fallback: fitAttributeMessages.fetchFailed },
  fetchUserFitAttributes: { fallback: fitAttributeMessages.fetchUserFailed },
  saveFitAttributes: { fallback: fitAttributeMessages.saveFailed },
  removeFitAttributes: { fallback: fitAttributeMessages.removeFailed },
  fetchAgeGroups: { fallback: ageGroupMessages.fetchFailed, serverError: ageGroupMessages.loadFailed },
  fetchUserAgeGroup: { fallback: ageGroupMessages.fetchUserFailed },
  saveAgeGroup: { fallback: ageGroupMessages.saveFailed },
  removeAgeGroup: { fallback: ageGroupMessages.removeFailed },
  /** The picker then offers the fallback departments under this text (§8). */
  fetchGenders: {
    fallback: departmentMessages.fetchOptionsFailed,
    serverError: departmentMessages.loadOptionsFailed,
    network: departmentMessages.pickerLoadFailed,
  },
  fetchPreferredDepartment: { fallback: departmentMessages.fetchFailed },
  setPreferredDepartment: { fallback: departmentMessages.setFailed },
  /** Clearing is a deactivation (§4): the call's text, and the screen's for a server error. */
  clearPreferredDepartment: {
    fallback: departmentMessages.deactivateFailed,
    serverError: departmentMessages.clearFailed,
  },
  fetchShoeSizes: { fallback: shoeSizeMessages.fetchFailed, serverError: shoeSizeMessages.loadFailed },
  fetchUserShoeSize: { fallback: shoeSizeMessages.fetchUserFailed },
  saveShoeSize: { fallback: shoeSizeMessages.saveFailed },
  removeShoeSize: { fallback: shoeSizeMessages.removeFailed },
} as const satisfies Record<string, CallFailureRow>;

export type ProfileCallOperation = keyof typeof profileCallFailures;

/** The text to show when the profile's `operation` failed with `error`. */
export function profileFailureText(operation: ProfileCallOperation, error: unknown): string {
  return failureTextFor(profileCallFailures[operation], error);
}
