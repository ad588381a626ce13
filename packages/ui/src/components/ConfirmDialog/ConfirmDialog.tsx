import { useId } from 'react';
import { CONFIRM_CANCEL_LABEL } from '../../account-labels';
import { testIdParts, testIds } from '../../testIds';
import { Button } from '../Button/Button';
import { Dialog, type DialogWidth } from '../Dialog/Dialog';
import * as styles from './ConfirmDialog.css';

export const confirmDialogTones = ['default', 'danger'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape and the close icon. */
  onCancel: () => void;
  /** `danger` paints the confirm button red (Clear, Remove). */
  tone?: ConfirmDialogTone;
  /** Disables the confirm button while the caller works (e.g. a Clear call in flight). */
  busy?: boolean;
  width?: DialogWidth;
  /** Defaults to `confirm-dialog`; parts: the Dialog's plus `-message`, `-confirm`, `-cancel`. */
  testId?: string;
}

/**
 * A yes/no question in a dialog: the header's Profile guard ('Sign In required', spec §2) and the
 * profile's Clear confirmations. Focus starts on Cancel, the safe choice.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = CONFIRM_CANCEL_LABEL,
  onConfirm,
  onCancel,
  tone = 'default',
  busy = false,
  width = 420,
  testId = testIds.confirmDialog,
}: ConfirmDialogProps) {
  const messageId = useId();
  const ids = testIdParts.confirmDialog(testId);
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      describedBy={messageId}
      width={width}
      testId={testId}
      footer={
        <>
          <Button variant="outline" testId={ids.cancel} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            tone={tone === 'danger' ? 'critical' : 'brand'}
            busy={busy}
            testId={ids.confirm}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId} className={styles.message} data-testid={ids.message}>
        {message}
      </p>
    </Dialog>
  );
}
