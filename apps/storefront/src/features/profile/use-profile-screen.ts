import { profileFailureText, profileDisplayName } from '@shop/core/profile';
import type {
  AgeGroupDialogProps,
  DepartmentDialogProps,
  FitAttributesDialogProps,
  HeightWeightDialogProps,
  ProfileRowName,
  ProfileScreenProps,
  ProfileUserHeader,
  ShoeSizeDialogProps,
} from '@shop/ui/profile';
import { useState } from 'react';
import {
  usePhysicalStats,
  usePreferredDepartment,
  useUserAgeGroup,
  useUserFitAttributes,
  useUserShoeSize,
} from './api/profile';
import { type ProfileRecord, useClearProfileRecord } from './api/profile-mutations';
import { useUser } from '../users/api/users';
import type { SessionUser } from '../users/stores/session-store';
import { ageGroupRow, departmentRow, fitRow, heightWeightRow, rowState, shoesRow } from './profile-rows';
import { useAgeGroupDialog } from './use-age-group-dialog';
import { useDepartmentDialog } from './use-department-dialog';
import { useFitAttributesDialog } from './use-fit-attributes-dialog';
import { useHeightWeightDialog } from './use-height-weight-dialog';
import { useProfileInterests } from './use-profile-interests';
import { useShoeSizeDialog } from './use-shoe-size-dialog';

export interface ProfileDialogs {
  department: DepartmentDialogProps;
  heightWeight: HeightWeightDialogProps;
  ageGroup: AgeGroupDialogProps;
  fit: FitAttributesDialogProps;
  shoes: ShoeSizeDialogProps;
}

/** The record each row shows (and clears). */
const ROW_RECORDS = {
  department: 'department',
  'height-weight': 'physicalStats',
  'age-group': 'ageGroup',
  fit: 'fitAttributes',
  shoes: 'shoeSize',
} as const satisfies Record<ProfileRowName, ProfileRecord>;

/** The header (§2): the server's name and e-mail; while it cannot be read, the session's. */
function useProfileHeader(user: SessionUser): ProfileUserHeader {
  const read = useUser(user.userId);
  if (read.isPending) return { status: 'loading', name: '', email: '' };
  if (read.isError) {
    return {
      status: 'error',
      name: profileDisplayName(user),
      email: user.emailId,
      error: profileFailureText('profileUser', read.error),
    };
  }
  return { status: 'ready', name: profileDisplayName(read.data), email: read.data.emailId };
}

/**
 * Everything the profile page (§2, §4) shows and does for a signed-in user, as the pure screen's
 * and the five modals' props: each row reads its record on opening ('--' when none is saved), Add
 * or Update opens its modal, Clear asks and then clears with its toast.
 */
export function useProfileScreen(user: SessionUser): { screen: ProfileScreenProps; dialogs: ProfileDialogs } {
  const { userId } = user;
  const header = useProfileHeader(user);
  const reads = {
    department: usePreferredDepartment(userId),
    'height-weight': usePhysicalStats(userId),
    'age-group': useUserAgeGroup(userId),
    fit: useUserFitAttributes(userId),
    shoes: useUserShoeSize(userId),
  };
  const clears = {
    department: useClearProfileRecord(ROW_RECORDS.department, userId),
    'height-weight': useClearProfileRecord(ROW_RECORDS['height-weight'], userId),
    'age-group': useClearProfileRecord(ROW_RECORDS['age-group'], userId),
    fit: useClearProfileRecord(ROW_RECORDS.fit, userId),
    shoes: useClearProfileRecord(ROW_RECORDS.shoes, userId),
  };
  const [expanded, setExpanded] = useState<ReadonlySet<ProfileRowName>>(() => new Set());
  const [clearing, setClearing] = useState<ProfileRowName | null>(null);
  const [editing, setEditing] = useState<ProfileRowName | null>(null);
  const interests = useProfileInterests(userId);

  const ui = (name: ProfileRowName) => ({ expanded: expanded.has(name), busy: clears[name].isPending });
  const rows: ProfileScreenProps['rows'] = {
    department: rowState('department', reads.department, departmentRow, ui('department')),
    'height-weight': rowState('height-weight', reads['height-weight'], heightWeightRow, ui('height-weight')),
    'age-group': rowState('age-group', reads['age-group'], ageGroupRow, ui('age-group')),
    fit: rowState('fit', reads.fit, fitRow, ui('fit')),
    shoes: rowState('shoes', reads.shoes, shoesRow, ui('shoes')),
  };

  const control = (name: ProfileRowName) => ({ open: editing === name, onClose: () => setEditing(null) });
  const dialogs: ProfileDialogs = {
    department: useDepartmentDialog(userId, control('department')),
    heightWeight: useHeightWeightDialog(userId, control('height-weight')),
    ageGroup: useAgeGroupDialog(userId, control('age-group')),
    fit: useFitAttributesDialog(userId, control('fit')),
    shoes: useShoeSizeDialog(userId, control('shoes')),
  };

  const screen: ProfileScreenProps = {
    user: header,
    rows,
    onToggleRow: (name) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(name)) next.add(name);
        return next;
      }),
    onEditRow: setEditing,
    // §4: Clear is disabled without a value; it asks first.
    onClearRow: (name) => {
      if (rows[name].status === 'ready' && rows[name].value !== null) setClearing(name);
    },
    onRetryRow: (name) => void reads[name].refetch(),
    clearing,
    onConfirmClear: () => {
      if (clearing === null) return;
      const clear = clears[clearing];
      if (clear.isPending) return;
      // The confirmation stays (busy) until the call is answered; its toast says how it went.
      clear.mutate(undefined, { onSettled: () => setClearing(null) });
    },
    onCancelClear: () => {
      if (clearing === null || !clears[clearing].isPending) setClearing(null);
    },
    interests,
  };
  return { screen, dialogs };
}
