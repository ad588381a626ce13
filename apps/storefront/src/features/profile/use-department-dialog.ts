import { canSaveDepartment, departmentMessages, GENDERS, profileFailureText } from '@shop/core/profile';
import type { DepartmentDialogProps } from '@shop/ui/profile';
import { useState } from 'react';
import { useGenderOptions, usePreferredDepartment } from './api/profile';
import { useSetPreferredDepartment } from './api/profile-mutations';
import { type DialogControl, saveErrorText } from './profile-dialog';

/**
 * The preferred department picker (§5): the server's gender options, or (§8) Women's, Men's,
 * Unisex with the server's ids (core GENDERS, built from FALLBACK_DEPARTMENTS) under
 * 'Failed to load gender options'; it needs a signed-in user ('User not authenticated').
 */
export function useDepartmentDialog(
  userId: number | undefined,
  { open, onClose }: DialogControl,
): DepartmentDialogProps {
  const department = usePreferredDepartment(userId).data;
  const options = useGenderOptions(open);
  const shown = options.status === 'error' ? GENDERS : (options.data ?? []);
  // §7 may give the department as its text alone: then it is the option of that text.
  const current =
    department?.genderId ?? shown.find((option) => option.gender === department?.gender)?.id ?? null;
  const save = useSetPreferredDepartment(userId);
  const [picked, setPicked] = useState<number | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const selectedId = picked ?? current;

  const close = () => {
    setPicked(null);
    setSignedOut(false);
    save.reset();
    onClose();
  };
  return {
    open,
    status: options.status === 'pending' ? 'loading' : 'ready',
    options: shown,
    optionsError: options.status === 'error' ? profileFailureText('fetchGenders', options.error) : undefined,
    error: signedOut
      ? departmentMessages.userNotAuthenticated
      : saveErrorText('setPreferredDepartment', save.error),
    canSave: options.status !== 'pending' && canSaveDepartment(selectedId, current),
    saving: save.isPending,
    selectedId,
    onSelect: (id) => {
      if (save.isError) save.reset();
      setPicked(id);
    },
    onSave: () => {
      if (selectedId === null || save.isPending) return;
      if (userId === undefined) {
        setSignedOut(true);
        return;
      }
      save.mutate({ userId, genderId: selectedId }, { onSuccess: close });
    },
    onClose: close,
  };
}
