import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /**
   * The label; its text is the checkbox's accessible name. It may hold buttons (the sign-up terms
   * sentence): a click on them does not tick the box.
   */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The box's own message, shown under it; the box is then marked invalid. */
  error?: string;
  /** Marks the box invalid without a message of its own. */
  invalid?: boolean;
  /** Ids of other elements that describe the box, such as the form's error region. */
  describedBy?: string;
  disabled?: boolean;
  name?: string;
  /** The input's test id. */
  testId: string;
  /** The message's test id; defaults to the input's plus `-error`. */
  errorTestId?: string;
}

/** A native checkbox with its label (and, in error, its message linked by aria-describedby). */
export function Checkbox({
  label,
  checked,
  onChange,
  error,
  invalid = false,
  describedBy,
  disabled,
  name,
  testId,
  errorTestId,
}: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const description = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.row}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-invalid={invalid || Boolean(error) || undefined}
          aria-describedby={description || undefined}
          className={styles.input}
          data-testid={testId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error} data-testid={errorTestId ?? `${testId}-error`}>
          <Icon name="alert" size="small" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
