import { isHttpStatus } from '@shop/core';
import {
  type AgeGroup,
  type DepartmentRead,
  type FitAttribute,
  type Gender,
  profileEndpoints,
  type ShoeWidth,
  type UserAgeGroup,
  type UserFitAttributes,
  type UserShoeSize,
} from '@shop/core/profile';
import { type PhysicalStatsRead, userEndpoints } from '@shop/core/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

// The profile's reads (§7 Profile, physical stats from §7 Account). The saves and clears are in
// profile-mutations.ts. The calls take no texts: what a failure shows comes from @shop/core's
// failure table (`profileFailureText('fetchUserAgeGroup', error)` …).

/** §8: a 404 on the user's fit, age group and shoe size reads (and ours, the department's) means "none saved". */
async function noneWhenNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}

/** Height and weight (§7 GET /users/physical-stats): `stats: null` when nothing is saved. */
export const physicalStatsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.profile.physicalStats(userId),
    queryFn: ({ signal }): Promise<PhysicalStatsRead | null> =>
      noneWhenNotFound(async () => (await apiClient.call(userEndpoints.getPhysicalStats, { signal })).stats),
  });

export const userFitAttributesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.profile.fitAttributes(userId),
    queryFn: ({ signal }): Promise<UserFitAttributes | null> =>
      noneWhenNotFound(
        async () =>
          (await apiClient.call(profileEndpoints.getUserFitAttributes, { params: { userId }, signal }))
            .userFitAttributes,
      ),
  });

export const userAgeGroupQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.profile.ageGroup(userId),
    queryFn: ({ signal }): Promise<UserAgeGroup | null> =>
      noneWhenNotFound(
        async () =>
          (await apiClient.call(profileEndpoints.getUserAgeGroup, { params: { userId }, signal }))
            .userAgeGroup,
      ),
  });

/** The active preferred department; a deactivated one is none (§4: clearing is a deactivation). */
export const preferredDepartmentQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.profile.department(userId),
    queryFn: ({ signal }): Promise<DepartmentRead | null> =>
      noneWhenNotFound(async () => {
        const { department } = await apiClient.call(profileEndpoints.getPreferredDepartment, {
          params: { userId },
          signal,
        });
        return department.isActive ? department : null;
      }),
  });

export const userShoeSizeQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.profile.shoeSize(userId),
    queryFn: ({ signal }): Promise<UserShoeSize | null> =>
      noneWhenNotFound(
        async () =>
          (await apiClient.call(profileEndpoints.getUserShoeSize, { params: { userId }, signal }))
            .userShoeSize,
      ),
  });

// What the modals offer (the same for every user); read when a modal opens.

export const fitAttributeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profile.fitAttributeOptions(),
    queryFn: async ({ signal }): Promise<FitAttribute[]> =>
      (await apiClient.call(profileEndpoints.listFitAttributes, { signal })).data,
  });

export const ageGroupOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profile.ageGroupOptions(),
    queryFn: async ({ signal }): Promise<AgeGroup[]> =>
      (await apiClient.call(profileEndpoints.listAgeGroups, { signal })).ageGroups,
  });

export const genderOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profile.genderOptions(),
    queryFn: async ({ signal }): Promise<Gender[]> =>
      (await apiClient.call(profileEndpoints.listGenders, { signal })).genders,
  });

export interface ShoeSizeOptions {
  shoeSizes: { id: number; size: string | number }[];
  widths: ShoeWidth[];
}

export const shoeSizeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profile.shoeSizeOptions(),
    queryFn: async ({ signal }): Promise<ShoeSizeOptions> => {
      const { shoeSizes, widths } = await apiClient.call(profileEndpoints.listShoeSizes, { signal });
      return { shoeSizes, widths };
    },
  });

// Hooks: a read runs only with a signed-in user (`userId`) and, for the options, while wanted.

const forUser = (userId: number | undefined) => ({ enabled: userId !== undefined });

export const usePhysicalStats = (userId: number | undefined) =>
  useQuery({ ...physicalStatsQueryOptions(userId ?? 0), ...forUser(userId) });
export const useUserFitAttributes = (userId: number | undefined) =>
  useQuery({ ...userFitAttributesQueryOptions(userId ?? 0), ...forUser(userId) });
export const useUserAgeGroup = (userId: number | undefined) =>
  useQuery({ ...userAgeGroupQueryOptions(userId ?? 0), ...forUser(userId) });
export const usePreferredDepartment = (userId: number | undefined) =>
  useQuery({ ...preferredDepartmentQueryOptions(userId ?? 0), ...forUser(userId) });
export const useUserShoeSize = (userId: number | undefined) =>
  useQuery({ ...userShoeSizeQueryOptions(userId ?? 0), ...forUser(userId) });

export const useFitAttributeOptions = (enabled: boolean) =>
  useQuery({ ...fitAttributeOptionsQueryOptions(), enabled });
export const useAgeGroupOptions = (enabled: boolean) =>
  useQuery({ ...ageGroupOptionsQueryOptions(), enabled });
export const useGenderOptions = (enabled: boolean) => useQuery({ ...genderOptionsQueryOptions(), enabled });
export const useShoeSizeOptions = (enabled: boolean) =>
  useQuery({ ...shoeSizeOptionsQueryOptions(), enabled });
