import {
  canSaveShoeSize,
  readyShoeSize,
  type ShoeWidth,
  shoeWidthOptions,
  sortShoeSizes,
} from '@shop/core/profile';
import type { ShoeSizeDialogProps } from '@shop/ui/profile';
import { useMemo, useState } from 'react';
import { useShoeSizeOptions, useUserShoeSize } from './api/profile';
import { useSaveShoeSize } from './api/profile-mutations';
import { type DialogControl, optionsStatus, saveErrorText } from './profile-dialog';

/**
 * Shoes (§5): size and width both required; sizes numeric first then the others; widths only
 * Narrow/Standard/Wide; a numeric size is sent as a number.
 */
export function useShoeSizeDialog(userId: number, { open, onClose }: DialogControl): ShoeSizeDialogProps {
  const current = useUserShoeSize(userId).data ?? null;
  const options = useShoeSizeOptions(open);
  const save = useSaveShoeSize(userId);
  const [pickedSize, setPickedSize] = useState<string | null>(null);
  const [pickedWidth, setPickedWidth] = useState<ShoeWidth | null>(null);
  const sizes = useMemo(() => sortShoeSizes(options.data?.shoeSizes ?? []), [options.data]);
  const widths = useMemo(() => shoeWidthOptions(options.data?.widths ?? []), [options.data]);
  const choice = {
    size: pickedSize ?? (current ? String(current.size) : null),
    width: pickedWidth ?? current?.width ?? null,
  };
  const list = optionsStatus(options, 'fetchShoeSizes');

  const close = () => {
    setPickedSize(null);
    setPickedWidth(null);
    save.reset();
    onClose();
  };
  return {
    open,
    status: list.status,
    error: list.error ?? saveErrorText('saveShoeSize', save.error),
    canSave: list.status === 'ready' && canSaveShoeSize(choice, current),
    saving: save.isPending,
    sizes,
    widths,
    selectedSize: choice.size,
    selectedWidth: choice.width,
    onSelectSize: (size) => {
      if (save.isError) save.reset();
      setPickedSize(size);
    },
    onSelectWidth: (width) => {
      if (save.isError) save.reset();
      setPickedWidth(width);
    },
    onSave: () => {
      const ready = readyShoeSize(choice);
      if (!ready || save.isPending) return;
      save.mutate({ userId, ...ready }, { onSuccess: close });
    },
    onClose: close,
  };
}
