import {
  buildFitAttributeRows,
  canSaveFitAttributes,
  currentFitSelection,
  type FitSelection,
  resolveFitSelection,
} from '@shop/core/profile';
import type { FitAttributesDialogProps } from '@shop/ui/profile';
import { useMemo, useState } from 'react';
import { useFitAttributeOptions, useUserFitAttributes } from './api/profile';
import { useSaveFitAttributes } from './api/profile-mutations';
import { type DialogControl, optionsStatus, saveErrorText } from './profile-dialog';

/**
 * Fit attributes for womens (§5): Narrow, Average or Wide per attribute; Save once the choice
 * differs; nothing chosen → Save just closes; values that map to no option are dropped, and
 * 'No valid attributes to save' when none is left.
 */
export function useFitAttributesDialog(
  userId: number,
  { open, onClose }: DialogControl,
): FitAttributesDialogProps {
  const record = useUserFitAttributes(userId).data;
  const options = useFitAttributeOptions(open);
  const save = useSaveFitAttributes(userId);
  const [picked, setPicked] = useState<FitSelection | null>(null);
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  const current = useMemo(() => currentFitSelection(record), [record]);
  const rows = useMemo(() => buildFitAttributeRows(options.data ?? []), [options.data]);
  const selection = picked ?? current;
  const list = optionsStatus(options, 'fetchFitAttributes');

  const close = () => {
    setPicked(null);
    setInvalid(undefined);
    save.reset();
    onClose();
  };
  return {
    open,
    status: list.status,
    error: list.error ?? invalid ?? saveErrorText('saveFitAttributes', save.error),
    canSave: list.status === 'ready' && canSaveFitAttributes(current, selection),
    saving: save.isPending,
    rows,
    selection,
    onSelect: (rowId, value) => {
      setInvalid(undefined);
      if (save.isError) save.reset();
      setPicked({ ...selection, [rowId]: value });
    },
    onSave: () => {
      if (save.isPending) return;
      const decision = resolveFitSelection(rows, selection);
      if (decision.kind === 'nothing-selected') close();
      else if (decision.kind === 'invalid') setInvalid(decision.error);
      else save.mutate({ userId, fitAttributeIds: decision.fitAttributeIds }, { onSuccess: close });
    },
    onClose: close,
  };
}
