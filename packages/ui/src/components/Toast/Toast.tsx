import { testIdParts, testIds } from '../../testIds';
import { Icon } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import * as styles from './Toast.css';

export const toastTones = ['success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastProps {
  message: string;
  tone?: ToastTone;
  /** The close button; the caller also closes the toast when its duration ends (spec §9). */
  onClose: () => void;
  /** Defaults to `toast`; parts: `-message`, `-close`. */
  testId?: string;
}

/**
 * A notice at the top right. Pure: it owns no timer — the caller decides how long it stays
 * (`SUCCESS_NOTICE_MS`, `PROFILE_TOAST_MS` … in @shop/core).
 */
export function Toast({ message, tone = 'success', onClose, testId = testIds.toast }: ToastProps) {
  const ids = testIdParts.toast(testId);
  return (
    <Inline
      role={tone === 'error' ? 'alert' : 'status'}
      alignY="start"
      gap="sm"
      wrap={false}
      className={styles.toast({ tone })}
      data-testid={ids.root}
      data-tone={tone}
    >
      <span className={styles.icon({ tone })}>
        <Icon name={tone === 'error' ? 'alert' : 'check'} />
      </span>
      <p className={styles.message} data-testid={ids.message}>
        {message}
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label="Close notification"
        data-testid={ids.close}
        onClick={onClose}
      >
        <Icon name="close" size="small" />
      </button>
    </Inline>
  );
}
