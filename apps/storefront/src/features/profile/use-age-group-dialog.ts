import { canSaveAgeGroup } from '@shop/core/profile';
import type { AgeGroupDialogProps } from '@shop/ui/profile';
import { useState } from 'react';
import { useAgeGroupOptions, useUserAgeGroup } from './api/profile';
import { useSaveAgeGroup } from './api/profile-mutations';
import { type DialogControl, optionsStatus, saveErrorText } from './profile-dialog';

/** Age group (§5): one of the groups the server lists; Save once it differs from the saved one. */
export function useAgeGroupDialog(userId: number, { open, onClose }: DialogControl): AgeGroupDialogProps {
  const current = useUserAgeGroup(userId).data?.ageGroupId ?? null;
  const options = useAgeGroupOptions(open);
  const save = useSaveAgeGroup(userId);
  const [picked, setPicked] = useState<number | null>(null);
  const selectedId = picked ?? current;
  const list = optionsStatus(options, 'fetchAgeGroups');

  const close = () => {
    setPicked(null);
    save.reset();
    onClose();
  };
  return {
    open,
    status: list.status,
    error: list.error ?? saveErrorText('saveAgeGroup', save.error),
    canSave: list.status === 'ready' && canSaveAgeGroup(selectedId, current),
    saving: save.isPending,
    options: options.data ?? [],
    selectedId,
    onSelect: (id) => {
      if (save.isError) save.reset();
      setPicked(id);
    },
    onSave: () => {
      if (selectedId === null || save.isPending) return;
      save.mutate({ userId, ageGroupId: selectedId }, { onSuccess: close });
    },
    onClose: close,
  };
}
