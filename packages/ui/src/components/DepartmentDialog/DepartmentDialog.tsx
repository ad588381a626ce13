import { profileRowTexts } from '@shop/core';
import { useId, type FormEvent } from 'react';
import { profileLabels } from '../../screens/ProfileScreen/profile-labels';
import type { DepartmentDialogProps } from '../../screens/ProfileScreen/profile-types';
import { testIds } from '../../testIds';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { ChoiceGroup } from '../ChoiceGroup/ChoiceGroup';
import { Dialog } from '../Dialog/Dialog';
import { FormAlert } from '../FormAlert/FormAlert';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './DepartmentDialog.css';

/** The picker's own words; its §5 and §8 texts come from core `departmentMessages`. */
export const departmentDialogLabels = {
  loading: 'Loading departments',
  /** The radio group's name (the dialog's title already says it on screen). */
  options: 'Departments',
} as const;

/**
 * Preferred department picker (width 420, §5): one radio per gender option. When the options could
 * not be loaded, 'Failed to load gender options' stands above the fallback Women's, Men's, Unisex
 * (`optionsError`); the red box shows a failed save.
 */
export function DepartmentDialog({
  open,
  status,
  error,
  canSave,
  saving,
  onSave,
  onClose,
  options,
  optionsError,
  selectedId,
  onSelect,
}: DepartmentDialogProps) {
  const ids = testIds.profile;
  const formId = useId();
  const errorId = useId();
  const showOptions = status === 'ready' && options.length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (showOptions && canSave && !saving) onSave();
  };

  return (
    <Dialog
      open={open}
      title={profileRowTexts.department.title}
      onClose={onClose}
      width={420}
      testId={ids.departmentDialog}
      footer={
        <>
          <Button variant="outline" testId={ids.departmentCancel} onClick={onClose}>
            {profileLabels.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!showOptions || !canSave}
            busy={saving}
            testId={ids.departmentSave}
          >
            {profileLabels.save}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        {error && <FormAlert id={errorId} message={error} testId={ids.departmentError} />}
        {status === 'loading' && (
          <p className={styles.loading} role="status" aria-busy="true" data-testid={ids.departmentLoading}>
            <Spinner />
            {departmentDialogLabels.loading}
          </p>
        )}
        {status === 'ready' && optionsError && (
          <Banner tone="warning" testId={ids.departmentOptionsError}>
            {optionsError}
          </Banner>
        )}
        {showOptions && (
          <ChoiceGroup
            label={departmentDialogLabels.options}
            hideLabel
            options={options.map((option) => ({
              value: String(option.id),
              label: option.gender,
              testId: ids.departmentOption(option.id),
            }))}
            value={selectedId === null ? null : String(selectedId)}
            onChange={(value) => onSelect(Number(value))}
            disabled={saving}
            describedBy={error ? errorId : undefined}
          />
        )}
      </form>
    </Dialog>
  );
}
