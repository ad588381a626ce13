import {
  type ProfileCallOperation,
  type DepartmentRead,
  profileFailureText,
  fitRecordLines,
  fitRecordSummary,
  lastUpdatedText,
  physicalStatsSummary,
  type UserAgeGroup,
  type UserFitAttributes,
  type UserShoeSize,
} from '@shop/core/profile';
import { type PhysicalStatsRead } from '@shop/core/users';
import type { ProfileRowName, ProfileRowState } from '@shop/ui/profile';

/** What a saved record shows in its row: the value ('--' when null), and for some rows more. */
export interface RowContent {
  value: string | null;
  lastUpdated?: string | null;
  details?: readonly string[];
}

export const departmentRow = (department: DepartmentRead | null | undefined): RowContent => ({
  value: department?.gender ?? null,
});

export const heightWeightRow = (stats: PhysicalStatsRead | null | undefined): RowContent => ({
  value: physicalStatsSummary(stats),
});

export const ageGroupRow = (record: UserAgeGroup | null | undefined): RowContent => ({
  value: record?.ageGroup.ageRange ?? null,
});

/** The summary cut to 80 characters (§2), each attribute in full when the row is expanded. */
export function fitRow(record: UserFitAttributes | null | undefined): RowContent {
  const value = fitRecordSummary(record);
  if (!record || value === null) return { value: null };
  return {
    value,
    lastUpdated: lastUpdatedText(record.updated_at),
    details: fitRecordLines(record),
  };
}

export function shoesRow(record: UserShoeSize | null | undefined): RowContent {
  if (!record) return { value: null };
  return {
    value: `${record.size}, ${record.width}`,
    lastUpdated: lastUpdatedText(record.updated_at),
    details: [`Size: ${record.size}`, `Width: ${record.width}`],
  };
}

/** The failure-table row of each row's read (its §8 text, e.g. 'Failed to fetch user age group'). */
export const rowReadFailures = {
  department: 'fetchPreferredDepartment',
  'height-weight': 'fetchPhysicalStats',
  'age-group': 'fetchUserAgeGroup',
  fit: 'fetchUserFitAttributes',
  shoes: 'fetchUserShoeSize',
} as const satisfies Record<ProfileRowName, ProfileCallOperation>;

/** The part of a query's result a row needs. */
export interface RowRead<Data> {
  status: 'pending' | 'error' | 'success';
  data: Data | undefined;
  error: unknown;
  isFetching: boolean;
}

/**
 * A row's state from its read: 'loading' first (and while Retry reads again), the §8 text with
 * Retry when it failed, else the value — where null (a 404 or `stats: null`) shows '--'.
 */
export function rowState<Data>(
  name: ProfileRowName,
  read: RowRead<Data>,
  content: (data: NoInfer<Data> | undefined) => RowContent,
  ui: { expanded: boolean; busy: boolean },
): ProfileRowState {
  if (read.status === 'pending' || (read.status === 'error' && read.isFetching)) {
    return { status: 'loading', value: null, ...ui };
  }
  if (read.status === 'error') {
    return {
      status: 'error',
      value: null,
      error: profileFailureText(rowReadFailures[name], read.error),
      ...ui,
    };
  }
  return { status: 'ready', ...content(read.data), ...ui };
}
