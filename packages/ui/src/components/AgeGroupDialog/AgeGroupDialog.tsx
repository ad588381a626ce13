import { profileRowTexts } from '@shop/core';
import { useId, type FormEvent } from 'react';
import { profileLabels } from '../../screens/ProfileScreen/profile-labels';
import type { AgeGroupDialogProps } from '../../screens/ProfileScreen/profile-types';
import { testIds } from '../../testIds';
import { Button } from '../Button/Button';
import { ChoiceGroup } from '../ChoiceGroup/ChoiceGroup';
import { Dialog } from '../Dialog/Dialog';
import { FormAlert } from '../FormAlert/FormAlert';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './AgeGroupDialog.css';

/**
 * Age group (width 420, §5): one radio per group of GET /age-group; 'Failed to load age groups' or a
 * failed save in the red box. Save is enabled only when a group is chosen that differs from the saved one.
 */
export function AgeGroupDialog({
  open,
  status,
  error,
  canSave,
  saving,
  onSave,
  onClose,
  options,
  selectedId,
  onSelect,
}: AgeGroupDialogProps) {
  const ids = testIds.profile;
  const formId = useId();
  const errorId = useId();
  const showOptions = status === 'ready' && options.length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSave && !saving) onSave();
  };

  return (
    <Dialog
      open={open}
      title={profileRowTexts['age-group'].title}
      onClose={onClose}
      width={420}
      testId={ids.ageGroupDialog}
      footer={
        <>
          <Button variant="outline" testId={ids.ageGroupCancel} onClick={onClose}>
            {profileLabels.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!showOptions || !canSave}
            busy={saving}
            testId={ids.ageGroupSave}
          >
            {profileLabels.save}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        {error && <FormAlert id={errorId} message={error} testId={ids.ageGroupError} />}
        {status === 'loading' && (
          <p className={styles.loading} role="status" aria-busy="true" data-testid={ids.ageGroupLoading}>
            <Spinner />
            {profileLabels.loadingAgeGroups}
          </p>
        )}
        {showOptions && (
          <ChoiceGroup
            label={profileLabels.ageGroups}
            hideLabel
            options={options.map((option) => ({
              value: String(option.id),
              label: option.ageRange,
              testId: ids.ageGroupOption(option.id),
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
