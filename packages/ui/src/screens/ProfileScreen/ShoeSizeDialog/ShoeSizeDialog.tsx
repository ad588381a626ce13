import { profileRowTexts, shoeSizeMessages } from '@shop/core/profile';
import { useId } from 'react';
import type { ShoeSizeDialogProps } from '../profile-types';
import { testIds } from '../../../testIds';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import * as shared from '../ProfileFormDialog/ProfileFormDialog.css';
import { ProfileFormDialog, profileFrameIds } from '../ProfileFormDialog/ProfileFormDialog';
import * as textField from '../../../components/TextField/TextField.css';
import * as styles from './ShoeSizeDialog.css';

const ids = testIds.profile;

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
  sizes,
  widths,
  selectedSize,
  selectedWidth,
  onSelectSize,
  onSelectWidth,
  ...base
}: ShoeSizeDialogProps) {
  const sizeId = useId();
  const ready = base.status === 'ready';
  const hasSizes = sizes.length > 0;
  const hasWidths = widths.length > 0;

  return (
    <ProfileFormDialog
      {...base}
      title={profileRowTexts.shoes.title}
      width={520}
      testIds={profileFrameIds('shoe')}
      loadingLabel={shoeSizeDialogLabels.loading}
      ready={ready && hasSizes && hasWidths}
    >
      {(describedBy) => (
        <>
          {ready && !hasSizes && !hasWidths && (
            <p className={shared.quietCentred} role="status" data-testid={ids.shoeEmpty}>
              {shoeSizeMessages.noneAvailable}
            </p>
          )}
          {ready && (hasSizes || hasWidths) && (
            <>
              <div className={styles.field}>
                {hasSizes ? (
                  <>
                    <label htmlFor={sizeId} className={textField.label}>
                      {shoeSizeDialogLabels.size}
                    </label>
                    <select
                      id={sizeId}
                      value={selectedSize ?? ''}
                      disabled={base.saving}
                      aria-describedby={describedBy}
                      className={shared.select}
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
                    <span className={textField.label}>{shoeSizeDialogLabels.size}</span>
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
                  disabled={base.saving}
                  describedBy={describedBy}
                />
              ) : (
                <div className={styles.field}>
                  <span className={textField.label}>{shoeSizeDialogLabels.width}</span>
                  <p className={styles.unavailable} role="status" data-testid={ids.shoeWidthsUnavailable}>
                    {shoeSizeMessages.widthsUnavailable}
                  </p>
                </div>
              )}
            </>
          )}
        </>
      )}
    </ProfileFormDialog>
  );
}
