import { useId, type FormEvent, type ReactNode } from 'react';
import { profileLabels } from '../profile-labels';
import type { ProfileDialogBaseProps } from '../profile-types';
import { testIds } from '../../../testIds';
import { Button } from '../../../components/Button/Button';
import { Dialog, type DialogWidth } from '../../../components/Dialog/Dialog';
import { FormAlert } from '../../../components/FormAlert/FormAlert';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as styles from './ProfileFormDialog.css';

export interface ProfileFormDialogTestIds {
  dialog: string;
  loading: string;
  error: string;
  save: string;
  cancel: string;
}

/** The modals' key in `testIds.profile`: `${key}Dialog`, `${key}Loading`, `${key}Error` … */
export type ProfileFrameKey = 'heightWeight' | 'ageGroup' | 'fit' | 'shoe' | 'department';

/** A modal's five frame ids, read from `testIds.profile` (their one home). */
export function profileFrameIds(key: ProfileFrameKey): ProfileFormDialogTestIds {
  const ids = testIds.profile;
  return {
    dialog: ids[`${key}Dialog`],
    loading: ids[`${key}Loading`],
    error: ids[`${key}Error`],
    save: ids[`${key}Save`],
    cancel: ids[`${key}Cancel`],
  };
}

export interface ProfileFormDialogProps extends ProfileDialogBaseProps {
  title: string;
  width: DialogWidth;
  testIds: ProfileFormDialogTestIds;
  /** The spinner's words while `status` is 'loading'. */
  loadingLabel: string;
  /** The body offers something to save: Save and submitting stay off until then. */
  ready: boolean;
  /**
   * The body, given the red box's id for its controls' `aria-describedby` (undefined without an
   * error). It stays inside the Dialog's body so focus moves to its controls once they appear.
   */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * The frame every profile modal shares (§5): Cancel and Save in the footer, Save submitting the body's
 * form and disabled until the body is ready and the choice differs, the red box for `error`, and the
 * loading line while the modal's data is read.
 */
export function ProfileFormDialog({
  open,
  status,
  error,
  canSave,
  saving,
  onSave,
  onClose,
  title,
  width,
  testIds: ids,
  loadingLabel,
  ready,
  children,
}: ProfileFormDialogProps) {
  const formId = useId();
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready && canSave && !saving) onSave();
  };

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      width={width}
      testId={ids.dialog}
      footer={
        <>
          <Button variant="outline" testId={ids.cancel} onClick={onClose}>
            {profileLabels.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!ready || !canSave} busy={saving} testId={ids.save}>
            {profileLabels.save}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        {error && <FormAlert id={errorId} message={error} testId={ids.error} />}
        {status === 'loading' && (
          <p className={styles.quietCentred} role="status" aria-busy="true" data-testid={ids.loading}>
            <Spinner />
            {loadingLabel}
          </p>
        )}
        {children(error ? errorId : undefined)}
      </form>
    </Dialog>
  );
}
