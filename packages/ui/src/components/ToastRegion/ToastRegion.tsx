import { testIds } from '../../testIds';
import { Toast, type ToastTone } from '../Toast/Toast';
import * as styles from './ToastRegion.css';

export interface ToastItem {
  /** Stable key (the caller's); the test id comes from the tone. */
  id: string | number;
  message: string;
  tone?: ToastTone;
}

export interface ToastRegionProps {
  /** Oldest first; the caller removes each one when its duration ends (spec §9). */
  toasts: readonly ToastItem[];
  /** A toast's close button. */
  onDismiss: (id: ToastItem['id']) => void;
  /** The region's accessible name. */
  label?: string;
}

/**
 * Several toasts at once, stacked at the top right (spec §2 "Overlays"). Each is a `Toast` whose
 * test id says its kind, `toast-success` or `toast-error` (parts `-message`, `-close`), never a
 * running count, so tests and QA suites know it in advance. The region stays
 * mounted while empty, so a toast that arrives is announced into a region that already exists.
 */
export function ToastRegion({ toasts, onDismiss, label = 'Notifications' }: ToastRegionProps) {
  return (
    <section aria-label={label} className={styles.region} data-testid={testIds.toastRegion.region}>
      <ol className={styles.list}>
        {toasts.map((toast) => {
          const testId = testIds.toastRegion.toast(toast.tone ?? 'success');
          return (
            <li key={toast.id} className={styles.item}>
              <Toast
                message={toast.message}
                tone={toast.tone}
                testId={testId}
                onClose={() => onDismiss(toast.id)}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
