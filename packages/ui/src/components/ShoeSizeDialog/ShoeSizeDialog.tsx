import { profileRowTexts, shoeSizeMessages } from '@shop/core';
import { useId, type FormEvent } from 'react';
import { profileLabels } from '../../screens/ProfileScreen/profile-labels';
import type { ShoeSizeDialogProps } from '../../screens/ProfileScreen/profile-types';
import { testIds } from '../../testIds';
import { Button } from '../Button/Button';
import { ChoiceGroup } from '../ChoiceGroup/ChoiceGroup';
import { Dialog } from '../Dialog/Dialog';
import { FormAlert } from '../FormAlert/FormAlert';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ShoeSizeDialog.css';

/** The modal's own words; the §8 texts come from core `shoeSizeMessages`. */
export const shoeSizeDialogLabels = {
  loading: 'Loading shoe sizes',
  size: 'Size',
  /** The select's empty first option while no size is chosen. */
  chooseSize: 'Select a size',
  width: 'Width',
} as const;

/**
 * Shoes (width 520, §5): a size select (sizes come sorted, numeric first) and the width radios,
 * both required. The §8 empty states stand in for what is missing: both lists, the sizes, or the
 * widths. The red box shows a failed read or save.
 */
export function ShoeSizeDialog({
  open,
  status,
  error,
  canSave,
  saving,
  onSave,
  onClose,
  sizes,
  widths,
  selectedSize,
  selectedWidth,
  onSelectSize,
  onSelectWidth,
}: ShoeSizeDialogProps) {
  const ids = testIds.profile;
  const formId = useId();
  const errorId = useId();
  const sizeId = useId();
  const ready = status === 'ready';
  const hasSizes = sizes.length > 0;
  const hasWidths = widths.length > 0;
  const canChoose = ready && hasSizes && hasWidths;
  const describedBy = error ? errorId : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canChoose && canSave && !saving) onSave();
  };

  return (
    <Dialog
      open={open}
      title={profileRowTexts.shoes.title}
      onClose={onClose}
      width={520}
      testId={ids.shoeDialog}
      footer={
        <>
          <Button variant="outline" testId={ids.shoeCancel} onClick={onClose}>
            {profileLabels.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!canChoose || !canSave}
            busy={saving}
            testId={ids.shoeSave}
          >
            {profileLabels.save}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        {error && <FormAlert id={errorId} message={error} testId={ids.shoeError} />}
        {status === 'loading' && (
          <p className={styles.loading} role="status" aria-busy="true" data-testid={ids.shoeLoading}>
            <Spinner />
            {shoeSizeDialogLabels.loading}
          </p>
        )}
        {ready && !hasSizes && !hasWidths && (
          <p className={styles.empty} role="status" data-testid={ids.shoeEmpty}>
            {shoeSizeMessages.noneAvailable}
          </p>
        )}
        {ready && (hasSizes || hasWidths) && (
          <>
            <div className={styles.field}>
              {hasSizes ? (
                <>
                  <label htmlFor={sizeId} className={styles.label}>
                    {shoeSizeDialogLabels.size}
                  </label>
                  <select
                    id={sizeId}
                    value={selectedSize ?? ''}
                    disabled={saving}
                    aria-describedby={describedBy}
                    className={styles.select}
                    data-testid={ids.shoeSize}
                    onChange={(event) => onSelectSize(event.target.value)}
                  >
                    {/* Only while nothing is chosen: a chosen size cannot be taken back to none. */}
                    {selectedSize === null && (
                      <option value="" disabled>
                        {shoeSizeDialogLabels.chooseSize}
                      </option>
                    )}
                    {sizes.map((option) => (
                      <option key={option.id} value={String(option.size)}>
                        {String(option.size)}
                      </option>
                    ))}
                  </select>
                </>
              ) : (
                <>
                  <span className={styles.label}>{shoeSizeDialogLabels.size}</span>
                  <p className={styles.unavailable} role="status" data-testid={ids.shoeSizesUnavailable}>
                    {shoeSizeMessages.sizesUnavailable}
                  </p>
                </>
              )}
            </div>
            {hasWidths ? (
              <ChoiceGroup
                label={shoeSizeDialogLabels.width}
                options={widths.map((width) => ({
                  value: width,
                  label: width,
                  testId: ids.shoeWidth(width),
                }))}
                value={selectedWidth}
                onChange={(value) => {
                  const width = widths.find((known) => known === value);
                  if (width) onSelectWidth(width);
                }}
                disabled={saving}
                describedBy={describedBy}
              />
            ) : (
              <div className={styles.field}>
                <span className={styles.label}>{shoeSizeDialogLabels.width}</span>
                <p className={styles.unavailable} role="status" data-testid={ids.shoeWidthsUnavailable}>
                  {shoeSizeMessages.widthsUnavailable}
                </p>
              </div>
            )}
          </>
        )}
      </form>
    </Dialog>
  );
}
