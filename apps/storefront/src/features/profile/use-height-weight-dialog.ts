import {
  profileFailureText,
  type HeightWeightForm,
  physicalStatsToForm,
  toSavePhysicalStatsRequest,
  validateHeightWeight,
} from '@shop/core/profile';
import type { HeightWeightDialogProps } from '@shop/ui/profile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { physicalStatsQueryOptions } from './api/profile';
import { useSavePhysicalStats } from './api/profile-mutations';
import { type DialogControl, saveErrorText } from './profile-dialog';

const sameForm = (a: HeightWeightForm, b: HeightWeightForm) =>
  a.heightUnit === b.heightUnit &&
  a.heightValue.trim() === b.heightValue.trim() &&
  a.weightUnit === b.weightUnit &&
  a.weightValue.trim() === b.weightValue.trim();

/**
 * Height and weight (§4, §5): the current stats are read again each time the modal opens (a
 * spinner meanwhile), Save once the form differs, the three §5 messages on Save, then the body of
 * §7 in the units chosen.
 */
export function useHeightWeightDialog(
  userId: number,
  { open, onClose }: DialogControl,
): HeightWeightDialogProps {
  // Stale at once for this observer: enabling it (opening the modal) reads the stats again.
  const stats = useQuery({ ...physicalStatsQueryOptions(userId), enabled: open, staleTime: 0 });
  const save = useSavePhysicalStats(userId);
  const [draft, setDraft] = useState<HeightWeightForm | null>(null);
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  const saved = physicalStatsToForm(stats.data);
  const form = draft ?? saved;
  const loading = open && stats.isFetching;
  // A failed read leaves the form usable (empty, or as last read): saving does not depend on it.
  const readError =
    stats.isError && !loading ? profileFailureText('fetchPhysicalStats', stats.error) : undefined;

  const close = () => {
    setDraft(null);
    setInvalid(undefined);
    save.reset();
    onClose();
  };
  return {
    open,
    status: loading ? 'loading' : 'ready',
    error: invalid ?? saveErrorText('savePhysicalStats', save.error) ?? readError,
    canSave: !loading && !sameForm(form, saved),
    saving: save.isPending,
    form,
    onChange: (next) => {
      setInvalid(undefined);
      if (save.isError) save.reset();
      setDraft(next);
    },
    onSave: () => {
      if (save.isPending) return;
      const check = validateHeightWeight({ height: form.heightValue, weight: form.weightValue });
      if (!check.ok) {
        setInvalid(check.error);
        return;
      }
      save.mutate(toSavePhysicalStatsRequest(userId, form, check.value), { onSuccess: close });
    },
    onClose: close,
  };
}
