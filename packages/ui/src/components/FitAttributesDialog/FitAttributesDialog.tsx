import { fitAttributeMessages, profileRowTexts } from '@shop/core';
import { useId, type FormEvent } from 'react';
import { profileLabels } from '../../screens/ProfileScreen/profile-labels';
import type { FitAttributesDialogProps } from '../../screens/ProfileScreen/profile-types';
import { testIds } from '../../testIds';
import { Button } from '../Button/Button';
import { ChoiceGroup } from '../ChoiceGroup/ChoiceGroup';
import { Dialog } from '../Dialog/Dialog';
import { FormAlert } from '../FormAlert/FormAlert';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './FitAttributesDialog.css';

/** The modal's own words; its texts of §5 and §8 come from core `fitAttributeMessages`. */
export const fitAttributesDialogLabels = {
  loading: 'Loading fit attributes',
  /** Over the rows: what the three values mean. */
  intro: 'How do clothes usually fit you? Choose Narrow, Average or Wide for each.',
} as const;

/** 'shoulder' → 'Shoulder': the server's names are lower case (§3). */
const displayName = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Fit attributes for womens (width 700, §5): a row of Narrow / Average / Wide per attribute, beside
 * its name on wider screens. 'No fit attributes available for this category.' when the list is
 * empty; the red box shows a failed read or save, or 'No valid attributes to save'.
 */
export function FitAttributesDialog({
  open,
  status,
  error,
  canSave,
  saving,
  onSave,
  onClose,
  rows,
  selection,
  onSelect,
}: FitAttributesDialogProps) {
  const ids = testIds.profile;
  const formId = useId();
  const errorId = useId();
  const showRows = status === 'ready' && rows.length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (showRows && canSave && !saving) onSave();
  };

  return (
    <Dialog
      open={open}
      title={profileRowTexts.fit.title}
      onClose={onClose}
      width={700}
      testId={ids.fitDialog}
      footer={
        <>
          <Button variant="outline" testId={ids.fitCancel} onClick={onClose}>
            {profileLabels.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!showRows || !canSave}
            busy={saving}
            testId={ids.fitSave}
          >
            {profileLabels.save}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        {error && <FormAlert id={errorId} message={error} testId={ids.fitError} />}
        {status === 'loading' && (
          <p className={styles.loading} role="status" aria-busy="true" data-testid={ids.fitLoading}>
            <Spinner />
            {fitAttributesDialogLabels.loading}
          </p>
        )}
        {status === 'ready' && rows.length === 0 && (
          <p className={styles.empty} role="status" data-testid={ids.fitEmpty}>
            {fitAttributeMessages.noneForCategory}
          </p>
        )}
        {showRows && (
          <>
            <p className={styles.intro}>{fitAttributesDialogLabels.intro}</p>
            <div className={styles.rows}>
              {rows.map((row) => (
                <div key={row.id} className={styles.row}>
                  <ChoiceGroup
                    label={displayName(row.name)}
                    layout="beside"
                    options={row.options.map((option) => ({
                      value: option.value,
                      label: option.value,
                      testId: ids.fitOption(row.id, option.value),
                    }))}
                    value={selection[row.id] ?? null}
                    onChange={(value) => onSelect(row.id, value)}
                    disabled={saving}
                    describedBy={error ? errorId : undefined}
                    testId={ids.fitAttribute(row.id)}
                  />
                </div>
              ))}
            </div>
          </>
        )}
      </form>
    </Dialog>
  );
}
